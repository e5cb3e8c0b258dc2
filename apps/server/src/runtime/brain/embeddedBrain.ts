import type { Brain, BrainDecision, TurnContext } from './brain.ts';
import { matchObjection } from './objectionMatcher.ts';

/**
 * The deterministic decision, with no network:
 * 0. the lead sent only files with no words (a voice note, a picture…) → the owner's media reply;
 * 1. the lead's messages (a burst read as one) ask an active objection → its answer (the flow position stays);
 * 2. else the next flow step after the lead's position;
 * 3. else (flow finished, or no flow at all) → pause: the runtime sends the pause message and a human takes over.
 */
export function decideEmbedded(context: TurnContext): BrainDecision {
  if (onlyUnreadableMedia(context)) return { kind: 'reply', text: context.persona.mensagemMidia };
  const objectionId = matchObjection(context.leadMessages.join('\n'), context.objections);
  if (objectionId !== null) return { kind: 'objection', objectionId };
  const next = nextStepPosition(context);
  if (next !== null) return { kind: 'step', position: next };
  return { kind: 'pause' };
}

/** The burst holds files and not one word to read: nothing in it can be answered but by asking for words. */
export function onlyUnreadableMedia(context: Pick<TurnContext, 'leadMessages' | 'leadMedia'>): boolean {
  return context.leadMedia.length > 0 && context.leadMessages.every((text) => text.trim() === '');
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
