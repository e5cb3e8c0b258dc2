export interface StepPosition {
  id: number;
  posicao: number;
}

export type ReorderPlan =
  | { ok: true; orderedIds: number[] }
  | { ok: false; problem: 'unknown-step' | 'incomplete' | 'same-position' };

/**
 * Checks the full list the panel sends after swapping two neighbours and returns the step ids in their new
 * order (positions are then renumbered 1..n). Every current step must appear exactly once; a step that is not
 * in this flow is reported apart, since it may belong to another account.
 */
export function planReorder(currentIds: readonly number[], requested: readonly StepPosition[]): ReorderPlan {
  const current = new Set(currentIds);
  if (requested.some((step) => !current.has(step.id))) return { ok: false, problem: 'unknown-step' };
  const requestedIds = new Set(requested.map((step) => step.id));
  if (requestedIds.size !== requested.length || requestedIds.size !== current.size) {
    return { ok: false, problem: 'incomplete' };
  }
  if (new Set(requested.map((step) => step.posicao)).size !== requested.length) {
    return { ok: false, problem: 'same-position' };
  }
  const orderedIds = [...requested].sort((a, b) => a.posicao - b.posicao).map((step) => step.id);
  return { ok: true, orderedIds };
}
