import { KANBAN_DEFAULT_PERIOD } from '../constants.ts';
import { requireOwnedProduct } from '../content/ownedProduct.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_KANBAN_CURSOR_INVALID, MSG_LEAD_NOT_FOUND, MSG_LEAD_TAG_INVALID } from '../messages.ts';
import { kanbanBoard, kanbanColumnPage } from './columns.ts';
import { decodeCursor } from './cursor.ts';
import { periodRange } from './period.ts';
import { leadToApi, setLeadTag } from './queries.ts';
import { canonicalLeadTag } from './tags.ts';

/** Lead kanban of a product, a page per column at a time, and lead tags. */
export function kanbanHandlers({ db, clock }: AppDeps) {
  return {
    getKanban: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.productId };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      const range = periodRange(request.query.periodo ?? KANBAN_DEFAULT_PERIOD, clock());
      return { kanban: await kanbanBoard(db, scope, range) };
    },

    getKanbanColumnPage: async (request) => {
      const { productId, ultimoStep } = request.params;
      const scope = { userId: requireUser(request).id, productId, ultimoStep };
      const after = decodeCursor(request.query.cursor);
      if (!after) throw badRequest(MSG_KANBAN_CURSOR_INVALID);
      await requireOwnedProduct(db, scope.userId, productId);
      const range = periodRange(request.query.periodo ?? KANBAN_DEFAULT_PERIOD, clock());
      return kanbanColumnPage(db, scope, range, after);
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
