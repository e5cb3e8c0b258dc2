import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { PASSWORD_CHANGE_OPERATIONS, PLAN_GATED_OPERATIONS } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { MSG_PASSWORD_CHANGE_REQUIRED, msgPlanEnded } from '../messages.ts';
import { accountPlanEnded, planDateText } from '../plans/planState.ts';
import { ERROR_CODES, HttpError } from './errors.ts';
import { operationIdOf } from './operationGuards.ts';

/** Switches are gated only when they turn something on: pausing the agent always works. */
function turnsSomethingOn(request: FastifyRequest): boolean {
  const body = request.body as { status?: unknown } | undefined;
  return body?.status === undefined || body.status === true;
}

/** Allowed on a temporary password, plus the support chat, which refuses it itself with its own message. */
const PASSWORD_CHANGE = new Set<string>([...PASSWORD_CHANGE_OPERATIONS, 'sendSupportMessage']);
const PLAN_GATED = new Set<string>(PLAN_GATED_OPERATIONS);

/**
 * Account rules the server enforces after the session is known (they run after bearerAuth):
 * - on a temporary password, only who-am-I, the profile (to set a new password) and logout answer; the
 *   administrator's impersonation is exempt, as it is from the panel's forced change;
 * - once the plan has ended, the operations that spend the service answer 403 PLANO_EXPIRADO.
 * Call before fastify-openapi-glue registers the routes.
 */
export function gateAccounts(app: FastifyInstance, deps: { db: Db; clock: () => Date }): void {
  const passwordGate: preHandlerAsyncHookHandler = async (request) => {
    const user = request.authUser;
    if (user?.mustChangePassword && user.impersonatedBy === null) {
      throw new HttpError(403, MSG_PASSWORD_CHANGE_REQUIRED, ERROR_CODES.passwordChangeRequired);
    }
  };
  const planGate: preHandlerAsyncHookHandler = async (request) => {
    const user = request.authUser;
    if (!user || user.expirationAcess === null || !turnsSomethingOn(request)) return;
    if (await accountPlanEnded(deps.db, user.id, user.expirationAcess, deps.clock())) {
      throw new HttpError(403, msgPlanEnded(planDateText(user.expirationAcess)), ERROR_CODES.planEnded);
    }
  };
  app.addHook('onRoute', (route) => {
    const id = operationIdOf(route);
    if (id === undefined) return;
    const gates = [
      ...(PASSWORD_CHANGE.has(id) ? [] : [passwordGate]),
      ...(PLAN_GATED.has(id) ? [planGate] : []),
    ];
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...existing, ...gates];
  });
}
