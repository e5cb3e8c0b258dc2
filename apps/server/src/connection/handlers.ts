import { isAccountPhone } from '@agente/rules';
import { generateToken, hashToken } from '../auth/tokens.ts';
import type { AppDeps } from '../deps.ts';
import { cloudConnectionView } from '../gateways/instances/whatsappCloud/connectHandlers.ts';
import {
  deleteCloudConnection,
  findCloudConnection,
} from '../gateways/instances/whatsappCloud/connections.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, ERROR_CODES } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_CONNECTION_PHONE_IN_USE, MSG_DISCONNECTED, MSG_PHONE_FORMAT } from '../messages.ts';
import { accountConnectionState } from './accountState.ts';
import { deleteConnection, findConnection, findOtherConnectionsOfPhone, saveConnection } from './queries.ts';
import { viaService } from './serviceErrors.ts';

/** Path of the incoming-message webhook (openapi.yaml instanceWebhook); the secret identifies the account. */
export const instanceWebhookUrl = (publicUrl: string, secret: string) =>
  `${publicUrl}/api/webhooks/instancias/${secret}`;

export function connectionHandlers({ db, instances, config, clock, whatsappCloud }: AppDeps) {
  const offered: ('qr_code' | 'api_oficial')[] = whatsappCloud ? ['qr_code', 'api_oficial'] : ['qr_code'];
  return {
    getConnectionStatus: async (request) => ({
      status: await accountConnectionState({ db, instances, whatsappCloud }, requireUser(request)),
    }),

    getConnectionProvider: async (request) => {
      const user = requireUser(request);
      const cloud = whatsappCloud && (await findCloudConnection(db, whatsappCloud.cipher, user.id));
      return {
        provedor: cloud ? ('api_oficial' as const) : ('qr_code' as const),
        provedores: offered,
        api_oficial: cloud ? cloudConnectionView(cloud) : null,
      };
    },

    createConnection: async (request) => {
      const user = requireUser(request);
      const phone = user.user_phone ?? '';
      if (!isAccountPhone(phone)) throw badRequest(MSG_PHONE_FORMAT);
      // One number, one account while its connection lives. Only a connected instance counts: a QR code nobody
      // scanned, or a number the other account left, must not block the number's owner.
      for (const other of await findOtherConnectionsOfPhone(db, phone, user.id)) {
        if ((await viaService(() => instances.status(other))) === 'connected') {
          throw conflict(MSG_CONNECTION_PHONE_IN_USE, ERROR_CODES.phoneInUse);
        }
      }
      // The account's instance is replaced (whatever number it had), so its old webhook secret dies with it.
      const account = { userId: user.id, phone };
      await viaService(() => instances.remove(account));
      const secret = generateToken();
      await saveConnection(db, user.id, phone, hashToken(secret), clock());
      // One way in per number: a QR code replaces the official API's connection.
      await deleteCloudConnection(db, user.id);
      return viaService(() =>
        instances.create({ ...account, webhookUrl: instanceWebhookUrl(config.publicUrl, secret) }),
      );
    },

    deleteConnection: async (request) => {
      const user = requireUser(request);
      if (await deleteCloudConnection(db, user.id)) return { message: MSG_DISCONNECTED };
      const previous = await findConnection(db, user.id);
      await viaService(() =>
        instances.remove({ userId: user.id, phone: previous?.phone ?? user.user_phone ?? '' }),
      );
      await deleteConnection(db, user.id);
      return { message: MSG_DISCONNECTED };
    },
  } satisfies Partial<Handlers>;
}
