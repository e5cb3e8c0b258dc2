import type { AppDeps } from '../deps.ts';
import { SupportUnavailableError } from '../gateways/support/responder.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, ERROR_CODES, forbidden, HttpError } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_SUPPORT_FAILED,
  MSG_SUPPORT_MESSAGE_REQUIRED,
  MSG_SUPPORT_TEMPORARY_PASSWORD,
  MSG_SUPPORT_TIMEOUT,
} from '../messages.ts';

export function supportHandlers({ db, support, log }: AppDeps) {
  return {
    sendSupportMessage: async (request) => {
      const user = requireUser(request);
      const message = request.body.message.trim();
      if (message === '') throw badRequest(MSG_SUPPORT_MESSAGE_REQUIRED);
      const account = await db
        .selectFrom('users')
        .select('must_change_password')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      // Users still on a temporary password have no support chat.
      if (account.must_change_password) throw forbidden(MSG_SUPPORT_TEMPORARY_PASSWORD);
      try {
        return await support.reply({
          message,
          user_id: user.id,
          session_id: request.body.session_id,
          user_name: user.name,
          user_phone: user.user_phone,
          timestamp: request.body.timestamp,
        });
      } catch (error) {
        if (!(error instanceof SupportUnavailableError)) throw error;
        log.warn({ err: error, userId: user.id }, 'support automation gave no answer');
        if (error.reason === 'timeout')
          throw new HttpError(504, MSG_SUPPORT_TIMEOUT, ERROR_CODES.gatewayTimeout);
        throw new HttpError(502, MSG_SUPPORT_FAILED, ERROR_CODES.badGateway);
      }
    },
  } satisfies Partial<Handlers>;
}
