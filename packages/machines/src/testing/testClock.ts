import { SimulatedClock } from 'xstate';

/** Lets pending promise callbacks (resolved fake actors, machine reactions to them) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * XState's SimulatedClock jumps straight to the target time, so a timer scheduled while another fires would start
 * late. This clock stops at each due timer and lets promises settle in between, like fake timers do, so chained
 * delays (poll → request → poll) land at their exact times.
 */
export class TestClock extends SimulatedClock {
  private readonly dueAt = new Map<number, number>();

  override setTimeout(fn: () => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.dueAt.delete(id);
      fn();
    }, timeout);
    this.dueAt.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dueAt.delete(id);
    super.clearTimeout(id);
  }

  /** Moves time forward by `ms`, firing every timer due on the way at its own time. */
  async advance(ms: number): Promise<void> {
    const target = this.now() + ms;
    await settle();
    for (;;) {
      const next = Math.min(...this.dueAt.values());
      if (!(next <= target)) break;
      this.set(next);
      await settle();
    }
    this.set(target);
    await settle();
  }

  /** Number of timers still waiting (a stopped machine must leave none behind). */
  get pendingTimers(): number {
    return this.dueAt.size;
  }
}
