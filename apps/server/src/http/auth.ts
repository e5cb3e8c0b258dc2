import { ADMIN_USER_ID } from '@agente/rules';
import type { FastifyRequest } from 'fastify';
import { findSession } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { applyDuePlanReview } from '../plans/planReview.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The caller, set by the bearerAuth security handler on every operation that requires a token. */
export interface AuthUser {
  readonly id: number;
  readonly isAdmin: boolean;
  readonly email: string;
  readonly name: string;
  readonly user_phone: string | null;
  readonly sessionId: number;
  /** Administrator id when this session is an impersonation. */
  readonly impersonatedBy: number | null;
  /** Still on a temporary password: only who-am-I, the password change and logout are allowed. */
  readonly mustChangePassword: boolean;
  /** End of the paid access (null: no plan date, as for accounts the administrator made without one). */
  readonly expirationAcess: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Security handler for the contract's `bearerAuth` scheme (registered through fastify-openapi-glue). */
export function bearerAuth(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized();
    const now = deps.clock();
    const session = await findSession(deps.db, token, now);
    if (!session) throw unauthorized();
    // Every answer shows the plan in force: a plan bought for later takes over once its time starts.
    if (session.planReviewAt && session.planReviewAt <= now)
      await applyDuePlanReview(deps.db, session.userId, now);
    request.authUser = {
      id: session.userId,
      isAdmin: session.userId === ADMIN_USER_ID,
      email: session.email,
      name: session.name,
      user_phone: session.userPhone,
      sessionId: session.sessionId,
      impersonatedBy: session.impersonatedBy,
      mustChangePassword: session.mustChangePassword,
      expirationAcess: session.expirationAcess,
    };
  };
}

/** The authenticated caller; 401 when the operation ran without a session (should not happen behind glue). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The authenticated administrator (user id 30); anyone else gets 403 'Acesso restrito.'. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}
