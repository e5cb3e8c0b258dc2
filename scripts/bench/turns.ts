// A read measured beside its ceiling in alternating turns, as bench:api and bench:kanban compare them.
import type { Result } from 'autocannon';
import { medianTurn, type TurnFigures } from './stats.ts';

export interface TurnsPlan {
  /** Seconds each side is driven before its turns, unmeasured. */
  warmupSeconds: number;
  /** Seconds of the row, shared out between the turns. */
  seconds: number;
  turns: number;
}

/**
 * Drives the ceiling and then the product, once each to warm up, then in alternating turns (ceiling first): other
 * work on the machine comes and goes, and turns let both sides meet the same mix of it instead of one catching a
 * quiet stretch and the other a busy one. Each side's figures are its median turn's.
 */
export async function alternatingTurns(
  drive: (url: string, seconds: number) => Promise<Result>,
  ceilingUrl: string,
  url: string,
  { warmupSeconds, seconds, turns }: TurnsPlan,
): Promise<{ ceiling: TurnFigures; product: TurnFigures }> {
  await drive(ceilingUrl, warmupSeconds);
  await drive(url, warmupSeconds);
  const turn = Math.max(1, Math.round(seconds / turns));
  const ceilingTurns: Result[] = [];
  const productTurns: Result[] = [];
  for (let round = 0; round < turns; round += 1) {
    ceilingTurns.push(await drive(ceilingUrl, turn));
    productTurns.push(await drive(url, turn));
  }
  return { ceiling: medianTurn(ceilingTurns), product: medianTurn(productTurns) };
}
