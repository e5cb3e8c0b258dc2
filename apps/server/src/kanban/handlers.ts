import { KANBAN_DEFAULT_PERIOD } from '../constants.ts';
import { requireOwnedProduct } from '../content/ownedProduct.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_LEAD_NOT_FOUND, MSG_LEAD_TAG_INVALID } from '../messages.ts';
import { periodRange } from './period.ts';
import { kanbanGroups, leadToApi, setLeadTag } from './queries.ts';
import { canonicalLeadTag } from './tags.ts';

/** Lead kanban of a product and lead tags (spec 2 §2.5). */
export function kanbanHandlers({ db, clock }: AppDeps) {
  return {
    getKanban: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.productId };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      const range = periodRange(request.query.periodo ?? KANBAN_DEFAULT_PERIOD, clock());
      return { kanban: await kanbanGroups(db, scope, range) };
    },

    setLeadTag: async (request) => {
      const userId = requireUser(request).id;
      const etiqueta = canonicalLeadTag(request.body.etiqueta);
      if (!etiqueta) throw badRequest(MSG_LEAD_TAG_INVALID);
      const lead = await setLeadTag(db, userId, request.params.leadId, etiqueta);
      if (!lead) throw notFound(MSG_LEAD_NOT_FOUND);
      return { lead: leadToApi(lead) };
    },
  } satisfies Partial<Handlers>;
}
