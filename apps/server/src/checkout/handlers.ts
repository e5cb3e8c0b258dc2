import type { AppDeps } from '../deps.ts';
import type { Handlers } from '../http/types.ts';
import { applyCheckoutEvent } from './applyEvent.ts';
import { readCheckoutPayload } from './readPayload.ts';

/** Accounts come from purchases: the checkout webhook (the administrator reads its events in users/). */
export function checkoutHandlers(deps: AppDeps) {
  const { clock, config } = deps;
  return {
    // The secret was checked by checkoutSecretGuard before the body was read (src/app.ts).
    checkoutWebhook: async (request) => {
      const event = readCheckoutPayload(request.body, clock(), config.hotmartPlanCodes);
      return { result: await applyCheckoutEvent(deps, event) };
    },
  } satisfies Partial<Handlers>;
}
