import { assertIpAllowed, clearLoginFailures, recordAttempt } from '../auth/rateLimit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { PASSWORD_RESET_TTL_MS, RECOVERY_MIN_INTERVAL_MS } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { brandedMailHtml } from '../gateways/mail/brandedMailHtml.ts';
import { badRequest } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_RECOVERY_SENT,
  MSG_RESET_DONE,
  MSG_RESET_LINK_INVALID,
  RECOVERY_MAIL_BUTTON,
  RECOVERY_MAIL_SUBJECT,
  recoveryMailText,
} from '../messages.ts';
import { findUserByEmail } from '../users/queries.ts';
import { claimReset, createPasswordReset, findLiveReset, lastResetRequest } from './queries.ts';

/** The panel's page that reads the token (/redefinir-senha). */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;

export function recoveryHandlers({ db, clock, config, mailer, passwords, log }: AppDeps) {
  return {
    recoverPassword: async (request) => {
      const now = clock();
      const email = request.body.email.trim().toLowerCase();
      await assertIpAllowed(db, request.ip, now);
      await recordAttempt(db, { kind: 'recovery', ip: request.ip, email, succeeded: true, now });
      const user = await findUserByEmail(db, email);
      // Same answer whether or not the address has an account, so this call reveals nothing.
      if (!user) return { message: MSG_RECOVERY_SENT };
      const previous = await lastResetRequest(db, user.id);
      if (previous && now.getTime() - previous.getTime() < RECOVERY_MIN_INTERVAL_MS) {
        log.info({ userId: user.id }, 'password reset link already sent moments ago; not sending another');
        return { message: MSG_RECOVERY_SENT };
      }
      const token = generateToken();
      await createPasswordReset(
        db,
        user.id,
        hashToken(token),
        now,
        new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      );
      const link = resetLink(config.publicUrl, token);
      const text = recoveryMailText(user.name, link);
      await mailer.send({
        to: user.email,
        subject: RECOVERY_MAIL_SUBJECT,
        text,
        html: brandedMailHtml(RECOVERY_MAIL_SUBJECT, text, { label: RECOVERY_MAIL_BUTTON, href: link }),
      });
      return { message: MSG_RECOVERY_SENT };
    },

    resetPassword: async (request) => {
      const now = clock();
      await assertIpAllowed(db, request.ip, now);
      const tokenHash = hashToken(request.body.token.trim());
      const reset = await findLiveReset(db, tokenHash, now);
      await recordAttempt(db, {
        kind: 'reset',
        ip: request.ip,
        email: null,
        succeeded: reset !== undefined,
        now,
      });
      if (!reset) throw badRequest(MSG_RESET_LINK_INVALID);
      // The cheap look-up above refuses a wrong link before the costly hash; the claim below decides.
      const passwordHash = await passwords.hash(request.body.new_password);
      const userId = await db.transaction().execute(async (trx) => {
        // The link is claimed before anything changes: of parallel uses, only the one that marks it used goes on.
        const claimed = await claimReset(trx, tokenHash, now);
        if (!claimed) return undefined;
        // The customer now has a password of their own: the temporary one (if any) is erased.
        const account = await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            must_change_password: false,
            temp_password: null,
            updated_at: now,
          })
          .where('id', '=', claimed.userId)
          .returning('email')
          .executeTakeFirstOrThrow();
        // Whoever holds the mailbox is the owner: the slow-down of failed logins ends with the new password.
        await clearLoginFailures(trx, account.email);
        // Any other link still open for the account is retired with this one.
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', claimed.userId)
          .where('used_at', 'is', null)
          .execute();
        await revokeUserSessions(trx, claimed.userId, now);
        return claimed.userId;
      });
      if (userId === undefined) throw badRequest(MSG_RESET_LINK_INVALID);
      log.info({ userId }, 'password reset through e-mail link; every session revoked');
      return { message: MSG_RESET_DONE };
    },
  } satisfies Partial<Handlers>;
}
