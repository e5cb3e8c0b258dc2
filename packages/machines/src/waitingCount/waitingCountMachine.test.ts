import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { WAITING_COUNT_POLL_MS } from '../constants.ts';
import { controlledActor } from '../testing/controlledActor.ts';
import { TestClock } from '../testing/testClock.ts';
import { waitingCountMachine } from './waitingCountMachine.ts';

function start() {
  const clock = new TestClock();
  const count = controlledActor<number>();
  const actor = createActor(waitingCountMachine.provide({ actors: { countWaiting: count.logic } }), {
    clock,
  }).start();
  return { clock, count, actor };
}

describe('waitingCountMachine', () => {
  it('counts at once, then again every WAITING_COUNT_POLL_MS', async () => {
    const { clock, count, actor } = start();
    expect(actor.getSnapshot().context.total).toBeNull();
    count.resolve(2);
    await clock.advance(0);
    expect(actor.getSnapshot().context.total).toBe(2);

    await clock.advance(WAITING_COUNT_POLL_MS - 1);
    expect(count.calls).toHaveLength(1);
    await clock.advance(1);
    expect(count.calls).toHaveLength(2);
    count.resolve(0);
    await clock.advance(0);
    expect(actor.getSnapshot().context.total).toBe(0);
  });

  it('keeps the last count when a count fails, and tries again later', async () => {
    const { clock, count, actor } = start();
    count.resolve(3);
    await clock.advance(WAITING_COUNT_POLL_MS);
    count.reject(new Error('rede'));
    await clock.advance(0);
    expect(actor.getSnapshot().context.total).toBe(3);
    await clock.advance(WAITING_COUNT_POLL_MS);
    expect(count.calls).toHaveLength(3);
  });

  it('counts at once when asked to refresh', async () => {
    const { clock, count, actor } = start();
    count.resolve(1);
    await clock.advance(0);
    actor.send({ type: 'waitingCount.refresh' });
    expect(count.calls).toHaveLength(2);
  });

  it('does not count while the tab is hidden, and counts on coming back', async () => {
    const { clock, count, actor } = start();
    count.resolve(1);
    await clock.advance(0);
    actor.send({ type: 'page.hidden' });
    await clock.advance(WAITING_COUNT_POLL_MS * 4);
    expect(count.calls).toHaveLength(1);
    actor.send({ type: 'page.visible' });
    expect(count.calls).toHaveLength(2);
  });
});
