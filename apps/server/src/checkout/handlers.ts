import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_USER_NOT_FOUND } from '../messages.ts';
import { findUserById } from '../users/queries.ts';
import { applyCheckoutEvent } from './applyEvent.ts';
import { listAccountEvents } from './queries.ts';
import { readCheckoutPayload } from './readPayload.ts';

/** Accounts come from purchases (issue 4): the checkout webhook and the administrator's view of its events. */
export function checkoutHandlers(deps: AppDeps) {
  const { db, clock, config } = deps;
  return {
    // The secret was checked by checkoutSecretGuard before the body was read (src/app.ts).
    checkoutWebhook: async (request) => {
      const event = readCheckoutPayload(request.body, clock(), config.hotmartPlanCodes);
      return { result: await applyCheckoutEvent(deps, event) };
    },

    listUserEvents: async (request) => {
      requireAdmin(request);
      const account = await findUserById(db, request.params.id);
      if (!account) throw notFound(MSG_USER_NOT_FOUND);
      return { eventos: await listAccountEvents(db, account) };
    },
  } satisfies Partial<Handlers>;
}
