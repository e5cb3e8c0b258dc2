import { FLOW_MAX_STEPS, FLOW_MESSAGES, parseFlowText, serializeStoredFlowText } from '@agente/rules';
import type { Kysely } from 'kysely';
import { lockOwnedProduct, type ProductScope } from '../content/ownedProduct.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import {
  MSG_FLOW_REORDER_INCOMPLETE,
  MSG_FLOW_REORDER_SAME_POSITION,
  MSG_FLOW_STEP_NOT_FOUND,
} from '../messages.ts';
import {
  deleteStep,
  type FlowStepRow,
  insertStep,
  listSteps,
  productMediaTypes,
  productOffers,
  setPositions,
  updateStepText,
} from './queries.ts';
import { presentSteps } from './readSteps.ts';
import { planReorder, type StepPosition } from './reorder.ts';
import { resolveStepReferences, stepReferences, stepShapeProblem } from './stepRules.ts';

type Db = Kysely<Database>;

/**
 * The text to store for a step: parsed, checked against the step rules, its media markers typed from the
 * product's own media, its offers kept as references to the product's own offers, and written back in canonical
 * order. 400 with the rule's message otherwise.
 */
async function storedStepText(db: Db, scope: ProductScope, texto: string): Promise<string> {
  const parts = parseFlowText(texto);
  const problem = stepShapeProblem(parts);
  if (problem) throw badRequest(problem);
  const { mediaIds, offerIds } = stepReferences(parts);
  const resolved = resolveStepReferences(
    parts,
    await productMediaTypes(db, scope, mediaIds),
    new Set((await productOffers(db, scope, offerIds)).keys()),
  );
  if (!resolved.ok) throw badRequest(resolved.message);
  return serializeStoredFlowText(resolved.parts);
}

/** One stored step as the API carries it. */
async function shown(db: Db, scope: ProductScope, row: FlowStepRow): Promise<FlowStepRow> {
  const [step] = await presentSteps(db, scope, [row]);
  return step ?? row;
}

/** Adds a step at the end of the flow (the position the client sends is not used). */
export function addStep(db: Db, scope: ProductScope, texto: string): Promise<FlowStepRow> {
  return db.transaction().execute(async (trx) => {
    await lockOwnedProduct(trx, scope.userId, scope.productId);
    const steps = await listSteps(trx, scope);
    if (steps.length >= FLOW_MAX_STEPS) throw badRequest(FLOW_MESSAGES.ETAPAS_DEMAIS);
    const stored = await storedStepText(trx, scope, texto);
    return shown(trx, scope, await insertStep(trx, scope, steps.length + 1, stored));
  });
}

export function editStep(
  db: Db,
  scope: ProductScope,
  stepId: number,
  texto: string,
  now: Date,
): Promise<FlowStepRow> {
  return db.transaction().execute(async (trx) => {
    await lockOwnedProduct(trx, scope.userId, scope.productId);
    const exists = (await listSteps(trx, scope)).some((step) => step.id === stepId);
    if (!exists) throw notFound(MSG_FLOW_STEP_NOT_FOUND);
    const updated = await updateStepText(trx, scope, stepId, await storedStepText(trx, scope, texto), now);
    if (!updated) throw notFound(MSG_FLOW_STEP_NOT_FOUND);
    return shown(trx, scope, updated);
  });
}

/** Deletes a step; the steps after it move up one position. */
export function removeStep(db: Db, scope: ProductScope, stepId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockOwnedProduct(trx, scope.userId, scope.productId);
    if (!(await deleteStep(trx, scope, stepId))) throw notFound(MSG_FLOW_STEP_NOT_FOUND);
    const remaining = await listSteps(trx, scope);
    await setPositions(
      trx,
      scope,
      remaining.map((step) => step.id),
    );
  });
}

/** Rewrites the positions from the full list the panel sends; answers the flow in its new order. */
export function reorderSteps(
  db: Db,
  scope: ProductScope,
  requested: readonly StepPosition[],
): Promise<FlowStepRow[]> {
  return db.transaction().execute(async (trx) => {
    await lockOwnedProduct(trx, scope.userId, scope.productId);
    const current = await listSteps(trx, scope);
    const plan = planReorder(
      current.map((step) => step.id),
      requested,
    );
    if (!plan.ok) {
      if (plan.problem === 'unknown-step') throw notFound(MSG_FLOW_STEP_NOT_FOUND);
      throw badRequest(
        plan.problem === 'incomplete' ? MSG_FLOW_REORDER_INCOMPLETE : MSG_FLOW_REORDER_SAME_POSITION,
      );
    }
    await setPositions(trx, scope, plan.orderedIds);
    return presentSteps(trx, scope, await listSteps(trx, scope));
  });
}
