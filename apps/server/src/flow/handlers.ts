import { requireOwnedProduct } from '../content/ownedProduct.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_FLOW_STEP_DELETED } from '../messages.ts';
import { readSteps } from './readSteps.ts';
import { addStep, editStep, removeStep, reorderSteps } from './service.ts';

/** Flow steps of a product: /api/products/{id}/fluxo (rules: docs/panel-screens.md#flow-steps). */
export function flowHandlers({ db, clock }: AppDeps) {
  return {
    listFlowSteps: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      return { fluxo: await readSteps(db, scope) };
    },

    createFlowStep: async (request, reply) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      const fluxo = await addStep(db, scope, request.body.texto);
      reply.code(201);
      return { fluxo };
    },

    updateFlowStep: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      return { fluxo: await editStep(db, scope, request.params.stepId, request.body.texto, clock()) };
    },

    deleteFlowStep: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await removeStep(db, scope, request.params.stepId);
      return { message: MSG_FLOW_STEP_DELETED };
    },

    reorderFlowSteps: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      return { fluxo: await reorderSteps(db, scope, request.body.steps) };
    },
  } satisfies Partial<Handlers>;
}
