import type { Brain, BrainDecision, TurnContext } from './brain.ts';
import { matchObjection } from './objectionMatcher.ts';

/**
 * The deterministic decision, with no network:
 * 1. the lead's messages (a burst read as one) ask an active objection → its answer (the flow position stays);
 * 2. else the next flow step after the lead's position;
 * 3. else (flow finished, or no flow at all) → pause: the runtime sends the pause message and a human takes over.
 */
export function decideEmbedded(context: TurnContext): BrainDecision {
  const objectionId = matchObjection(context.leadMessages.join('\n'), context.objections);
  if (objectionId !== null) return { kind: 'objection', objectionId };
  const next = nextStepPosition(context);
  if (next !== null) return { kind: 'step', position: next };
  return { kind: 'pause' };
}

/** The first step after the lead's position, in flow order; null when there is none. */
export function nextStepPosition(context: Pick<TurnContext, 'steps' | 'position'>): number | null {
  let next: number | null = null;
  for (const step of context.steps) {
    if (step.position > context.position && (next === null || step.position < next)) next = step.position;
  }
  return next;
}

export function createEmbeddedBrain(): Brain {
  return {
    async decide(context) {
      return { decision: decideEmbedded(context), brain: 'embedded' };
    },
  };
}
