import type { ObjectionInput } from '@agente/api';
import { OBJECTIONS_MAX_PER_PRODUCT } from '@agente/rules';
import { lockOwnedProduct, requireOwnedProduct } from '../content/ownedProduct.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_OBJECTION_ANSWER_REQUIRED,
  MSG_OBJECTION_DELETED,
  MSG_OBJECTION_LIMIT,
  MSG_OBJECTION_NOT_FOUND,
  MSG_OBJECTION_QUESTION_REQUIRED,
} from '../messages.ts';
import {
  countObjections,
  deleteObjection,
  insertObjection,
  listObjections,
  type ObjectionFields,
  updateObjection,
} from './queries.ts';

/** The stored fields: trimmed, and blank counts as missing. Extra fields the panel resends (id) are ignored. */
function objectionFields({ pergunta, resposta, status }: ObjectionInput): ObjectionFields {
  const fields = { pergunta: pergunta.trim(), resposta: resposta.trim(), status };
  if (!fields.pergunta) throw badRequest(MSG_OBJECTION_QUESTION_REQUIRED);
  if (!fields.resposta) throw badRequest(MSG_OBJECTION_ANSWER_REQUIRED);
  return fields;
}

/** Objections of a product: /api/products/{id}/objecoes (rules: docs/panel-screens.md#objections). */
export function objectionHandlers({ db, clock }: AppDeps) {
  return {
    listObjections: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      return { objecoes: await listObjections(db, scope) };
    },

    createObjection: async (request, reply) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      const objecao = await db.transaction().execute(async (trx) => {
        await lockOwnedProduct(trx, scope.userId, scope.productId);
        if ((await countObjections(trx, scope)) >= OBJECTIONS_MAX_PER_PRODUCT) {
          throw badRequest(MSG_OBJECTION_LIMIT);
        }
        return insertObjection(trx, scope, objectionFields(request.body));
      });
      reply.code(201);
      return { objecao };
    },

    updateObjection: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      const objecao = await updateObjection(
        db,
        scope,
        request.params.objId,
        objectionFields(request.body),
        clock(),
      );
      if (!objecao) throw notFound(MSG_OBJECTION_NOT_FOUND);
      return { objecao };
    },

    deleteObjection: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      if (!(await deleteObjection(db, scope, request.params.objId))) throw notFound(MSG_OBJECTION_NOT_FOUND);
      return { message: MSG_OBJECTION_DELETED };
    },
  } satisfies Partial<Handlers>;
}
