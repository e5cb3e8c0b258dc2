import { performance } from 'node:perf_hooks';
import { agentTurnDuration, agentTurns } from './instruments.ts';

/** Runs one agent turn and records its result and duration (a turn that throws counts as `erro`). */
export async function countedTurn<R extends string>(turn: () => Promise<R>): Promise<R> {
  const started = performance.now();
  let result = 'erro';
  try {
    const outcome = await turn();
    result = outcome;
    return outcome;
  } finally {
    agentTurns.inc({ result });
    agentTurnDuration.observe({ result }, (performance.now() - started) / 1_000);
  }
}
