import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { PASSWORD_CHANGE_OPERATIONS, PLAN_GATED_OPERATIONS, PLAN_TIME_ZONE } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { localDateAt } from '../kanban/zonedCalendar.ts';
import { MSG_PASSWORD_CHANGE_REQUIRED, msgPlanEnded } from '../messages.ts';
import { ERROR_CODES, HttpError } from './errors.ts';

/** "2025-06-01": the plan's calendar day of an instant, comparable as text. */
function planDay(instant: Date): string {
  const { year, month, day } = localDateAt(instant, PLAN_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "10/01/2024", the way the dashboard writes the expiry day. */
export function planDateText(instant: Date): string {
  const [year, month, day] = planDay(instant).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Whether the paid access is over: the expiry day (São Paulo) is before today, as the dashboard decides
 * "expirou"; or a refund or chargeback ended it, which takes effect at once, even on the same day.
 */
export function planEnded(expiration: Date | null, now: Date, endedByCheckout: boolean): boolean {
  if (expiration === null) return false;
  if (planDay(expiration) < planDay(now)) return true;
  return endedByCheckout && expiration.getTime() <= now.getTime();
}

/** Whether the last checkout event that acted on the account ended its access (refund or chargeback). */
async function lastCheckoutEndedAccess(db: Db, userId: number): Promise<boolean> {
  const last = await db
    .selectFrom('checkout_events')
    .select('outcome')
    .where('user_id', '=', userId)
    .where('outcome', '!=', 'ignorado')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.outcome === 'acesso_encerrado';
}

function operationIdOf(route: RouteOptions): string | undefined {
  const schema = route.schema as { operationId?: unknown } | undefined;
  return typeof schema?.operationId === 'string' ? schema.operationId : undefined;
}

/** Switches are gated only when they turn something on: pausing the agent always works. */
function turnsSomethingOn(request: FastifyRequest): boolean {
  const body = request.body as { status?: unknown } | undefined;
  return body?.status === undefined || body.status === true;
}

const PASSWORD_CHANGE = new Set<string>(PASSWORD_CHANGE_OPERATIONS);
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
    const now = deps.clock();
    const byCheckout =
      user.expirationAcess.getTime() <= now.getTime() && (await lastCheckoutEndedAccess(deps.db, user.id));
    if (planEnded(user.expirationAcess, now, byCheckout)) {
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
