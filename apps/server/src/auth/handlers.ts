import { randomBytes } from 'node:crypto';
import { isAccountPhone, PASSWORD_MIN_LENGTH } from '@agente/rules';
import { SESSION_TTL_MS } from '../constants.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, ERROR_CODES, HttpError, unauthorized } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  EMAIL_CHANGED_MAIL_SUBJECT,
  emailChangedMailText,
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
  MSG_CURRENT_PASSWORD_WRONG,
  MSG_EMAIL_IN_USE,
  MSG_LOGIN_INVALID,
  MSG_LOGOUT_DONE,
  MSG_NAME_REQUIRED,
  MSG_NEW_PASSWORD_SAME_AS_TEMPORARY,
  MSG_NEW_PASSWORD_TOO_SHORT,
  MSG_PASSWORD_CHANGE_REQUIRED,
  MSG_PHONE_FORMAT,
} from '../messages.ts';
import { emailTaken, findUserByEmail, findUserById, updateUser } from '../users/queries.ts';
import { assertIpAllowed, assertLoginAllowed, clearLoginFailures, recordAttempt } from './rateLimit.ts';
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts';
import { toUser } from './userView.ts';

/** '' and null both mean "no phone"; otherwise digits only. */
function phoneValue(input: string | null | undefined): string | null {
  const digits = (input ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
}

export function authHandlers(deps: AppDeps) {
  const { db, clock, log, passwords } = deps;
  /** Hash checked when the e-mail has no account, so both failures take the same time. */
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= passwords.hash(randomBytes(16).toString('hex'));
    return decoyHash;
  };

  /** Tells the old address that the account's e-mail changed (a failed mail does not undo the change). */
  const noticeEmailChange = async (oldEmail: string, name: string, newEmail: string) => {
    try {
      await deps.mailer.send({
        to: oldEmail,
        subject: EMAIL_CHANGED_MAIL_SUBJECT,
        text: emailChangedMailText({ name, newEmail }),
      });
    } catch (error) {
      log.warn({ err: error }, 'e-mail change notice could not be sent to the old address');
    }
  };

  /**
   * The current password typed in the profile is a guess at the account's password like a login: it waits under
   * the same limits (per address, and per e-mail and address after the free failures) and its failures count
   * with the login's, so a stolen session cannot try passwords here faster than at the login page.
   */
  const verifyCurrentPassword = async (
    account: { email: string; password_hash: string },
    typed: string,
    ip: string,
    now: Date,
  ): Promise<void> => {
    await assertIpAllowed(db, ip, now);
    await assertLoginAllowed(db, account.email, ip, now);
    const valid = await passwords.verify(typed, account.password_hash);
    await recordAttempt(db, { kind: 'login', ip, email: account.email, succeeded: valid, now });
    if (!valid) throw badRequest(MSG_CURRENT_PASSWORD_WRONG);
    await clearLoginFailures(db, account.email);
  };

  return {
    login: async (request) => {
      const now = clock();
      const email = request.body.email.trim().toLowerCase();
      await assertIpAllowed(db, request.ip, now);
      await assertLoginAllowed(db, email, request.ip, now);
      const user = await findUserByEmail(db, email);
      const valid = await passwords.verify(request.body.senha, user?.password_hash ?? (await decoy()));
      await recordAttempt(db, { kind: 'login', ip: request.ip, email, succeeded: valid && !!user, now });
      if (!user || !valid) throw unauthorized(MSG_LOGIN_INVALID);
      await clearLoginFailures(db, email);
      const token = await createSession(db, { userId: user.id, kind: 'login', now, ttlMs: SESSION_TTL_MS });
      return { token, user: toUser(user), must_change_password: user.must_change_password };
    },

    logout: async (request) => {
      const caller = requireUser(request);
      await revokeSession(db, caller.sessionId, clock());
      return { message: MSG_LOGOUT_DONE };
    },

    getMe: async (request) => {
      const caller = requireUser(request);
      const user = await findUserById(db, caller.id);
      if (!user) throw unauthorized();
      // The administrator looking at a customer's panel must not be pushed to change the customer's password.
      const mustChange = user.must_change_password && caller.impersonatedBy === null;
      return { user: { ...toUser(user), must_change_password: mustChange } };
    },

    updateMe: async (request) => {
      const caller = requireUser(request);
      const now = clock();
      const current = await findUserById(db, caller.id);
      if (!current) throw unauthorized();
      const { body } = request;

      const name = body.name.trim();
      if (!name) throw badRequest(MSG_NAME_REQUIRED);
      const email = body.email.trim().toLowerCase();
      const emailChanges = email !== current.email.toLowerCase();
      if (emailChanges && (await emailTaken(db, email, current.id))) {
        throw conflict(MSG_EMAIL_IN_USE);
      }

      // The phone is validated only when it changes (the profile screen resends it untouched). Typing a number
      // claims nothing: it belongs to the account that connects it (POST /api/conexao refuses a number another
      // account has connected), so nobody can block its owner by typing it first.
      let userPhone = current.user_phone;
      if (body.user_phone !== undefined) {
        const next = phoneValue(body.user_phone);
        if (next !== current.user_phone) {
          if (next !== null && !isAccountPhone(next)) throw badRequest(MSG_PHONE_FORMAT);
          userPhone = next;
        }
      }

      // The e-mail is where password resets go: a stolen session must not be able to move it.
      if (emailChanges) {
        const currentPassword = body.current_password ?? '';
        if (currentPassword === '') throw badRequest(MSG_CURRENT_PASSWORD_REQUIRED_FOR_EMAIL);
        await verifyCurrentPassword(current, currentPassword, request.ip, now);
      }

      // The password changes only when a new one is typed; then the current one must be given and match.
      // While the password is temporary, the account's own session was opened with it (a reset by the
      // administrator ends older sessions), so the forced change needs only the new password, even after a
      // reload has made the browser forget the temporary one. A session of the administrator viewing the
      // panel does not count.
      let passwordChange: { password_hash: string } | undefined;
      const newPassword = body.new_password ?? '';
      // On a temporary password the profile only sets the new password (the other fields come along with it).
      if (current.must_change_password && caller.impersonatedBy === null && newPassword === '') {
        throw new HttpError(403, MSG_PASSWORD_CHANGE_REQUIRED, ERROR_CODES.passwordChangeRequired);
      }
      if (newPassword !== '') {
        const currentPassword = body.current_password ?? '';
        const provenByTemporarySession = current.must_change_password && caller.impersonatedBy === null;
        if (currentPassword === '' && !provenByTemporarySession)
          throw badRequest(MSG_CURRENT_PASSWORD_REQUIRED);
        if (newPassword.length < PASSWORD_MIN_LENGTH) throw badRequest(MSG_NEW_PASSWORD_TOO_SHORT);
        // Checked once per request: with the e-mail changing too, it was verified above.
        if (currentPassword !== '' && !emailChanges) {
          await verifyCurrentPassword(current, currentPassword, request.ip, now);
        }
        if (current.must_change_password && (await passwords.verify(newPassword, current.password_hash))) {
          throw badRequest(MSG_NEW_PASSWORD_SAME_AS_TEMPORARY);
        }
        passwordChange = { password_hash: await passwords.hash(newPassword) };
      }

      try {
        const updated = await db.transaction().execute(async (trx) => {
          const row = await updateUser(trx, current.id, {
            name,
            email,
            user_phone: userPhone,
            updated_at: now,
            // the customer's own password ends the temporary one, which is erased for good
            ...(passwordChange
              ? { ...passwordChange, must_change_password: false, temp_password: null }
              : {}),
          });
          if (passwordChange) await revokeUserSessions(trx, current.id, now, caller.sessionId);
          return row;
        });
        if (emailChanges) await noticeEmailChange(current.email, updated.name, updated.email);
        return { user: toUser(updated) };
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG_EMAIL_IN_USE);
        throw error;
      }
    },
  } satisfies Partial<Handlers>;
}
