import { agentsHandlers } from './agents/handlers.ts';
import { accessLinkHandlers } from './auth/accessLinks.ts';
import { authHandlers } from './auth/handlers.ts';
import { checkoutHandlers } from './checkout/handlers.ts';
import { connectionHandlers } from './connection/handlers.ts';
import { conversationHandlers } from './conversations/handlers.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import type { AppDeps } from './deps.ts';
import { disabledNumberHandlers } from './disabled/handlers.ts';
import { flowHandlers } from './flow/handlers.ts';
import { followupHandlers } from './followup/handlers.ts';
import { whatsappCloudHandlers } from './gateways/instances/whatsappCloud/handlers.ts';
import { healthHandlers } from './health/handlers.ts';
import type { Handlers } from './http/types.ts';
import { incomingHandlers } from './incoming/handlers.ts';
import { kanbanHandlers } from './kanban/handlers.ts';
import { knowledgeHandlers } from './knowledge/handlers.ts';
import { leadTagHandlers } from './leadTags/handlers.ts';
import { mediaHandlers } from './media/handlers.ts';
import { objectionHandlers } from './objections/handlers.ts';
import { offerHandlers } from './offers/handlers.ts';
import { playgroundHandlers } from './playground/handlers.ts';
import { productsHandlers } from './products/handlers.ts';
import { recoveryHandlers } from './recovery/handlers.ts';
import { resultsHandlers } from './results/handlers.ts';
import { salesHandlers } from './sales/handlers.ts';
import { staticHandlers } from './static/handlers.ts';
import { supportHandlers } from './support/handlers.ts';
import { usersHandlers } from './users/handlers.ts';

/**
 * Every operationId of openapi.yaml → its handler, one line per area factory. (A new operation may answer 501
 * with `...pending('operationId')` from ./http/pending.ts while its area is being built; the handler-coverage
 * test fails while any remains.)
 */
export function createHandlers(deps: AppDeps): Handlers {
  return {
    ...authHandlers(deps),
    ...accessLinkHandlers(deps),
    ...usersHandlers(deps),
    ...agentsHandlers(deps),
    ...productsHandlers(deps),
    ...dashboardHandlers(deps),
    ...resultsHandlers(deps),
    ...flowHandlers(deps),
    ...objectionHandlers(deps),
    ...knowledgeHandlers(deps),
    ...offerHandlers(deps),
    ...disabledNumberHandlers(deps),
    ...followupHandlers(deps),
    ...kanbanHandlers(deps),
    ...leadTagHandlers(deps),
    ...conversationHandlers(deps),
    ...playgroundHandlers(deps),
    ...mediaHandlers(deps),
    ...connectionHandlers(deps),
    ...supportHandlers(deps),
    ...recoveryHandlers(deps),
    ...incomingHandlers(deps),
    ...whatsappCloudHandlers(deps),
    ...checkoutHandlers(deps),
    ...salesHandlers(deps),
    ...staticHandlers(deps),
    ...healthHandlers(deps),
  };
}
