import { CLOUD_FREE_FORM_WINDOW_HOURS } from '../../../constants.ts';
import { MSG_CLOUD_TOKEN_INVALID, msgCloudError } from '../../../messages.ts';
import type { AccountLines } from '../accountLine.ts';
import { InstancesServiceError } from '../instancesClient.ts';
import { cloudMessageBody } from './cloudMessages.ts';
import { findCloudConnection } from './connections.ts';
import { GraphApiError } from './graphApi.ts';
import type { WhatsappCloudPort } from './port.ts';

/** Meta's failures in the outbox's terms: retried later, uncertain, or failed with the reason in pt-BR. */
function outboxError(error: unknown): unknown {
  if (!(error instanceof GraphApiError)) return error;
  const reason = msgCloudError(error.code, error.details ?? error.message);
  const kind = error.kind === 'rate_limit' ? 'rate_limited' : error.kind === 'network' ? 'network' : 'api';
  return new InstancesServiceError(kind, error.message, error.status, reason);
}

/**
 * The accounts connected through the official Cloud API: each sends from its own phone number id with its own
 * token, under the 24-hour customer service window.
 */
export function cloudLines(cloud: WhatsappCloudPort): AccountLines {
  return {
    async lineOf(db, userId) {
      const connection = await findCloudConnection(db, cloud.cipher, userId);
      if (!connection) return undefined;
      return {
        freeFormWindowHours: CLOUD_FREE_FORM_WINDOW_HOURS,
        async send(message, template) {
          if (!connection.token) {
            throw new InstancesServiceError('api', 'token não abre', undefined, MSG_CLOUD_TOKEN_INVALID);
          }
          try {
            const id = await cloud.graph.sendMessage(
              connection.phoneNumberId,
              connection.token,
              cloudMessageBody(message, template),
            );
            return { providerMessageId: id };
          } catch (error) {
            throw outboxError(error);
          }
        },
      };
    },
  };
}
