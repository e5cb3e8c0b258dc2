import { UNANSWERED_TURNS_BEFORE_HANDOVER } from '../../../constants.ts';
import type { BrainHistoryLine, TurnContext } from '../brain.ts';
import { SAY } from '../brainTexts.ts';

/** The first step after the lead's position, in flow order; null when there is none. */
export function nextStepPosition(context: Pick<TurnContext, 'steps' | 'position'>): number | null {
  let next: number | null = null;
  for (const step of context.steps) {
    if (step.position > context.position && (next === null || step.position < next)) next = step.position;
  }
  return next;
}

const UNKNOWN_TEXTS = new Set<string>(SAY.unknown);

/**
 * How many of the agent's last turns, in a row, said it could not answer (its "I don't know" texts, or
 * `otherMisses` such as the media reply), read from the conversation itself, so a person's reply or any real
 * answer starts the count again.
 */
export function unansweredStreak(
  history: readonly BrainHistoryLine[],
  otherMisses: readonly string[] = [],
): number {
  const misses = new Set<string>([...UNKNOWN_TEXTS, ...otherMisses]);
  let streak = 0;
  for (let index = history.length - 1; index >= 0; index--) {
    const line = history[index];
    if (!line || line.author === 'lead' || line.author === 'sistema') continue;
    if (line.author !== 'agente' || !misses.has(line.text)) break;
    streak++;
  }
  return streak;
}

/** The "I don't know" of this miss (alternating), or null when it is the miss that hands the lead over. */
export function unknownReply(turn: number): string | null {
  if (turn >= UNANSWERED_TURNS_BEFORE_HANDOVER) return null;
  return SAY.unknown[(turn - 1) % SAY.unknown.length] ?? SAY.unknown[0];
}
