import type { Brain } from '../runtime/brain/brain.ts';
import { modelCalls, modelErrors, modelFallbacks, modelTokens } from './instruments.ts';

/**
 * The brain, counted: a decision by the language model or one that fell back from it is a model call; a fallback
 * is counted apart, tokens by kind; a decision that throws is an error. The embedded brain alone calls no model.
 */
export function countedBrain(brain: Brain): Brain {
  return {
    async decide(context, signal) {
      try {
        const result = await brain.decide(context, signal);
        if (result.brain === 'llm' || result.fallbackReason !== undefined) modelCalls.inc();
        if (result.fallbackReason !== undefined) modelFallbacks.inc();
        if (result.usage) {
          modelTokens.inc({ kind: 'prompt' }, result.usage.promptTokens);
          modelTokens.inc({ kind: 'completion' }, result.usage.completionTokens);
        }
        return result;
      } catch (error) {
        modelErrors.inc();
        throw error;
      }
    },
  };
}
