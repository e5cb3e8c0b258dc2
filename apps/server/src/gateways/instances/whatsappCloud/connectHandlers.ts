import type { components } from '@agente/api';
import type { AppDeps } from '../../../deps.ts';
import { requireUser } from '../../../http/auth.ts';
import { badRequest, conflict, ERROR_CODES, HttpError } from '../../../http/errors.ts';
import type { Handlers } from '../../../http/types.ts';
import {
  MSG_CLOUD_DISABLED,
  MSG_CLOUD_NUMBER_IN_USE,
  MSG_CLOUD_UNREACHABLE,
  msgCloudRefused,
} from '../../../messages.ts';
import { type CloudConnection, numberIdTakenByOther, saveCloudConnection } from './connections.ts';
import { GraphApiError } from './graphApi.ts';
import type { WhatsappCloudPort } from './port.ts';

type CloudConnectionView = components['schemas']['WhatsappCloudConnection'];

export const cloudConnectionView = (connection: Omit<CloudConnection, 'token'>): CloudConnectionView => ({
  phone_number_id: connection.phoneNumberId,
  business_account_id: connection.businessAccountId,
  nome_verificado: connection.verifiedName,
  numero: connection.displayPhone,
});

export function requireCloud(cloud: WhatsappCloudPort | undefined): WhatsappCloudPort {
  if (!cloud) throw badRequest(MSG_CLOUD_DISABLED);
  return cloud;
}

/**
 * PUT /api/conexao/api-oficial: the ids and token are checked against GET /{phone-number-id} with that token
 * before anything is stored; Meta's refusal is the owner's mistake (400 with Meta's words), Meta unreachable is a
 * 502. The token is sealed before it touches the database and is never answered back.
 */
export function cloudConnectHandlers({ db, clock, whatsappCloud }: AppDeps) {
  return {
    connectWhatsappCloud: async (request) => {
      const cloud = requireCloud(whatsappCloud);
      const user = requireUser(request);
      const phoneNumberId = request.body.phone_number_id.trim();
      const businessAccountId = request.body.business_account_id.trim();
      const token = request.body.access_token.trim();
      if (await numberIdTakenByOther(db, phoneNumberId, user.id)) {
        throw conflict(MSG_CLOUD_NUMBER_IN_USE, ERROR_CODES.phoneInUse);
      }
      let info: Awaited<ReturnType<WhatsappCloudPort['graph']['phoneNumber']>>;
      try {
        info = await cloud.graph.phoneNumber(phoneNumberId, token);
      } catch (error) {
        if (error instanceof GraphApiError && error.kind !== 'network' && (error.status ?? 500) < 500) {
          throw badRequest(msgCloudRefused(error.message));
        }
        throw new HttpError(502, MSG_CLOUD_UNREACHABLE, ERROR_CODES.badGateway);
      }
      const connection = {
        userId: user.id,
        phoneNumberId,
        businessAccountId,
        verifiedName: info.verifiedName,
        displayPhone: info.displayPhone,
      };
      await saveCloudConnection(db, { ...connection, sealedToken: cloud.cipher.seal(token) }, clock());
      return cloudConnectionView(connection);
    },
  } satisfies Partial<Handlers>;
}
