// Figures the benchmarks share: percentiles of a sorted sample, a read's figures over its turns and a process's
// resident memory.
import { readFile } from 'node:fs/promises';
import type { Result } from 'autocannon';

/** The value below which `p` % of the sorted sample falls (0 for an empty sample). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A read's figures from one autocannon run, or from its turns: the median turn's rate and percentiles. */
export interface TurnFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts of every turn. */
  failures: number;
}

export function medianTurn(results: readonly Result[]): TurnFigures {
  return {
    requestsPerSecond: median(results.map((result) => result.requests.average)),
    p50: median(results.map((result) => result.latency.p50)),
    p99: median(results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/** Resident memory of a process, in MB (0 once it has exited). */
export async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
