import { JSON_CONTENT_TYPE, KANBAN_DEFAULT_PERIOD } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { tagNamed } from '../leadTags/queries.ts';
import {
  MSG_KANBAN_CURSOR_INVALID,
  MSG_LEAD_NOT_FOUND,
  MSG_LEAD_TAG_INVALID,
  MSG_PRODUCT_NOT_FOUND,
} from '../messages.ts';
import { kanbanBoardJson, kanbanColumnPage } from './columns.ts';
import { decodeCursor } from './cursor.ts';
import { leadById, leadByPhone } from './leadLocation.ts';
import { periodRange } from './period.ts';
import { setLeadTag } from './queries.ts';

/**
 * Lead kanban of a product, a page per column at a time, a lead found by id or phone, and lead tags. The board and page reads check that
 * the product is the account's themselves (as requireOwnedProduct would, with its 404), saving a round trip.
 */
export function kanbanHandlers({ db, clock }: AppDeps) {
  return {
    getKanban: async (request, reply) => {
      const scope = { userId: requireUser(request).id, productId: request.params.productId };
      const range = periodRange(request.query.periodo ?? KANBAN_DEFAULT_PERIOD, clock());
      const body = await kanbanBoardJson(db, scope, range);
      if (!body) throw notFound(MSG_PRODUCT_NOT_FOUND);
      // Already JSON text: Fastify sends a string of a JSON content type as it is.
      return reply.type(JSON_CONTENT_TYPE).send(body);
    },

    getKanbanColumnPage: async (request) => {
      const { productId, ultimoStep } = request.params;
      const scope = { userId: requireUser(request).id, productId, ultimoStep };
      const after = decodeCursor(request.query.cursor);
      if (!after) throw badRequest(MSG_KANBAN_CURSOR_INVALID);
      const range = periodRange(request.query.periodo ?? KANBAN_DEFAULT_PERIOD, clock());
      const page = await kanbanColumnPage(db, scope, range, after);
      if (!page) throw notFound(MSG_PRODUCT_NOT_FOUND);
      return page;
    },

    getLead: async (request) => {
      const found = await leadById(db, requireUser(request).id, request.params.leadId);
      if (!found) throw notFound(MSG_LEAD_NOT_FOUND);
      return found;
    },

    getLeadByPhone: async (request) => {
      const found = await leadByPhone(db, requireUser(request).id, request.params.phone);
      if (!found) throw notFound(MSG_LEAD_NOT_FOUND);
      return found;
    },

    setLeadTag: async (request) => {
      const userId = requireUser(request).id;
      // One of the account's tags, stored as the tag writes its name.
      const tag = await tagNamed(db, userId, request.body.etiqueta.trim());
      if (!tag) throw badRequest(MSG_LEAD_TAG_INVALID);
      const lead = await setLeadTag(db, userId, request.params.leadId, tag.nome);
      if (!lead) throw notFound(MSG_LEAD_NOT_FOUND);
      return { lead };
    },
  } satisfies Partial<Handlers>;
}
