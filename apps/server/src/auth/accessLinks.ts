import { ACCESS_LINK_TTL_MS, IMPERSONATION_TTL_MS } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../http/auth.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_ACCESS_LINK_INVALID, MSG_USER_NOT_FOUND } from '../messages.ts';
import { findUserById } from '../users/queries.ts';
import { insertAccessLink, liveAccessLink, useAccessLink } from './queries.ts';
import { assertIpAllowed, recordAttempt } from './rateLimit.ts';
import { createSession } from './sessions.ts';
import { generateToken, hashToken } from './tokens.ts';
import { toUser } from './userView.ts';

/**
 * The administrator's "Painel do Cliente" link (/login?token=…). Its token is made for that link only: it works
 * once, within ACCESS_LINK_TTL_MS, and is exchanged for an impersonation session on first use. A session token
 * is never accepted in a link, so nobody can send a customer a link that logs them into another account.
 */
export function accessLinkHandlers(deps: AppDeps) {
  const { db, clock, log } = deps;

  /** The link's account, when the token is a live, unused access link; otherwise 401. */
  const liveLink = async (token: string, now: Date) => {
    const link = await liveAccessLink(db, hashToken(token), now);
    if (!link) throw unauthorized(MSG_ACCESS_LINK_INVALID);
    return link;
  };

  /** Public operations share the per-address limit of the other public auth operations. */
  const countAttempt = async (ip: string, now: Date) => {
    await assertIpAllowed(db, ip, now);
    await recordAttempt(db, { kind: 'access-link', ip, email: null, succeeded: true, now });
  };

  return {
    impersonate: async (request) => {
      const admin = requireAdmin(request);
      const now = clock();
      const target = await findUserById(db, request.body.id);
      if (!target) throw notFound(MSG_USER_NOT_FOUND);
      const token = generateToken();
      const expiresAt = new Date(now.getTime() + ACCESS_LINK_TTL_MS);
      await insertAccessLink(db, {
        userId: target.id,
        adminId: admin.id,
        tokenHash: hashToken(token),
        now,
        expiresAt,
      });
      log.info({ adminId: admin.id, targetUserId: target.id, expiresAt }, 'access link issued');
      return { token };
    },

    readAccessLink: async (request) => {
      const now = clock();
      await countAttempt(request.ip, now);
      return { name: (await liveLink(request.body.token, now)).name };
    },

    exchangeAccessLink: async (request) => {
      const now = clock();
      await countAttempt(request.ip, now);
      return db.transaction().execute(async (trx) => {
        // Marking it used is the check: of two requests with the same link, only one gets the row back.
        const link = await useAccessLink(trx, hashToken(request.body.token), now);
        if (!link) throw unauthorized(MSG_ACCESS_LINK_INVALID);
        const user = await findUserById(trx, link.user_id);
        if (!user) throw unauthorized(MSG_ACCESS_LINK_INVALID);
        const token = await createSession(trx, {
          userId: user.id,
          kind: 'impersonation',
          impersonatedBy: link.admin_id,
          now,
          ttlMs: IMPERSONATION_TTL_MS,
        });
        log.info({ adminId: link.admin_id, targetUserId: user.id }, 'access link used');
        // The administrator looking at the panel is never sent through the customer's password change.
        return { token, user: { ...toUser(user), must_change_password: false }, must_change_password: false };
      });
    },
  } satisfies Partial<Handlers>;
}
