// Figures the benchmarks share: percentiles of a sorted sample and a process's resident memory.
import { readFile } from 'node:fs/promises';

/** The value below which `p` % of the sorted sample falls (0 for an empty sample). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Resident memory of a process, in MB (0 once it has exited). */
export async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
