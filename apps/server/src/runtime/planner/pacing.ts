import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS, TYPING_MS_PER_CHARACTER } from '../../constants.ts';
import type { PlannedMessage } from './turnPlan.ts';

/**
 * How long to wait before sending a part, like a person typing it: longer texts take longer, within a floor
 * and a ceiling; a media message waits the floor. A debounce of 0 (tests, benchmarks) means no waiting at all.
 */
export function typingDelayMs(message: PlannedMessage, debounceMs: number): number {
  if (debounceMs <= 0) return 0;
  const characters = message.kind === 'text' ? message.text.length : 0;
  return Math.min(TYPING_DELAY_MAX_MS, Math.max(TYPING_DELAY_MIN_MS, characters * TYPING_MS_PER_CHARACTER));
}
