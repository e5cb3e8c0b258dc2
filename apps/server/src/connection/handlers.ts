import { generateToken, hashToken } from '../auth/tokens.ts';
import { ACCOUNT_PHONE_PATTERN } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_DISCONNECTED, MSG_PHONE_FORMAT } from '../messages.ts';
import { deleteConnection, findConnection, saveConnection } from './queries.ts';
import { viaService } from './serviceErrors.ts';

/** Path of the incoming-message webhook (openapi.yaml instanceWebhook); the secret identifies the account. */
export const instanceWebhookUrl = (publicUrl: string, secret: string) =>
  `${publicUrl}/api/webhooks/instancias/${secret}`;

export function connectionHandlers({ db, instances, config, clock }: AppDeps) {
  return {
    getConnectionStatus: async (request) => {
      const user = requireUser(request);
      // Spec 2 §4: no phone on the account means disconnected, without asking the service.
      if (!user.user_phone) return { status: 'disconnected' as const };
      return { status: await viaService(() => instances.status(user.user_phone ?? '')) };
    },

    createConnection: async (request) => {
      const user = requireUser(request);
      const phone = user.user_phone ?? '';
      if (!ACCOUNT_PHONE_PATTERN.test(phone)) throw badRequest(MSG_PHONE_FORMAT);
      // Spec 2 §4: delete any existing instance (also the one of a number the account used before), then create.
      const previous = await findConnection(db, user.id);
      if (previous && previous.phone !== phone) await viaService(() => instances.remove(previous.phone));
      await viaService(() => instances.remove(phone));
      const secret = generateToken();
      await saveConnection(db, user.id, phone, hashToken(secret), clock());
      return viaService(() =>
        instances.create({ phone, webhookUrl: instanceWebhookUrl(config.publicUrl, secret) }),
      );
    },

    deleteConnection: async (request) => {
      const user = requireUser(request);
      const previous = await findConnection(db, user.id);
      const phones = new Set(
        [previous?.phone, user.user_phone].filter((phone): phone is string => Boolean(phone)),
      );
      for (const phone of phones) await viaService(() => instances.remove(phone));
      await deleteConnection(db, user.id);
      return { message: MSG_DISCONNECTED };
    },
  } satisfies Partial<Handlers>;
}
