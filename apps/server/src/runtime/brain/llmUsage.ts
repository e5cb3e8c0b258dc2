import type { ModelCall } from '../../modelUsage/recordUsage.ts';
import type { BrainResult } from './brain.ts';

/**
 * The model call behind a brain's result, if one was made: the model decided, or it was asked and its answer
 * could not be used (a fallback reason). The embedded brain alone, or one answering because the day's budget
 * was spent, calls nothing.
 */
export function modelCallOf(result: BrainResult): ModelCall | undefined {
  if (result.budgetSpent) return undefined;
  if (result.brain !== 'llm' && result.fallbackReason === undefined) return undefined;
  return {
    promptTokens: result.usage?.promptTokens ?? 0,
    completionTokens: result.usage?.completionTokens ?? 0,
  };
}
