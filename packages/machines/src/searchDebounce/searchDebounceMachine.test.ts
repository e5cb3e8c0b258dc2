import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { TestClock } from '../testing/testClock.ts';
import { searchDebounceMachine } from './searchDebounceMachine.ts';

function arrange() {
  const clock = new TestClock();
  const actor = createActor(searchDebounceMachine, { clock }).start();
  const context = () => actor.getSnapshot().context;
  return { actor, clock, context };
}

describe('searchDebounceMachine', () => {
  it('shows each keystroke at once and searches only after the pause', async () => {
    const { actor, clock, context } = arrange();

    actor.send({ type: 'search.type', text: 'jo' });
    expect(context()).toEqual({ text: 'jo', query: '' });
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(context().query).toBe('');

    await clock.advance(1);
    expect(context()).toEqual({ text: 'jo', query: 'jo' });
  });

  it('waits 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('restarts the wait on every keystroke, so a word typed quickly is searched once', async () => {
    const { actor, clock, context } = arrange();
    const queries: string[] = [];
    actor.subscribe((snapshot) => {
      if (queries.at(-1) !== snapshot.context.query) queries.push(snapshot.context.query);
    });

    for (const text of ['m', 'ma', 'mar', 'mari', 'maria']) {
      actor.send({ type: 'search.type', text });
      await clock.advance(SEARCH_DEBOUNCE_MS - 100);
    }
    expect(context().query).toBe('');
    await clock.advance(100);

    expect(queries).toEqual(['', 'maria']);
  });

  it('sets the text and the query together without waiting, leaving no timer behind', async () => {
    const { actor, clock, context } = arrange();
    actor.send({ type: 'search.type', text: 'maria' });

    actor.send({ type: 'search.set', text: '' });

    expect(context()).toEqual({ text: '', query: '' });
    expect(clock.pendingTimers).toBe(0);
  });
});
