import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { loadStatus } from './loadStatus.ts';

const loader = createMachine({
  initial: 'loading',
  states: {
    loading: { on: { done: 'ready', fail: 'failed', search: 'searching' } },
    searching: { on: { done: 'ready' } },
    failed: { on: { retry: 'loading' } },
    ready: {},
  },
});

const feed = createMachine({
  type: 'parallel',
  states: {
    feed: { initial: 'loading', states: { loading: { on: { fail: 'failed' } }, failed: {} } },
    other: { initial: 'failed', states: { failed: {} } },
  },
});

const statusAfter = (events: string[], states?: Parameters<typeof loadStatus>[1]) => {
  const actor = createActor(loader).start();
  for (const type of events) actor.send({ type });
  return loadStatus(actor.getSnapshot(), states);
};

describe('loadStatus', () => {
  it('reads the top-level loading, failed and any other state as ready', () => {
    expect(statusAfter([])).toBe('loading');
    expect(statusAfter(['fail'])).toBe('error');
    expect(statusAfter(['done'])).toBe('ready');
    expect(statusAfter(['fail', 'retry'])).toBe('loading');
  });

  it('counts every state named as loading', () => {
    expect(statusAfter(['search'])).toBe('ready');
    expect(statusAfter(['search'], { loading: ['loading', 'searching'] })).toBe('loading');
  });

  it('reads one parallel region, not the others', () => {
    const actor = createActor(feed).start();
    expect(loadStatus(actor.getSnapshot(), { region: 'feed' })).toBe('loading');
    actor.send({ type: 'fail' });
    expect(loadStatus(actor.getSnapshot(), { region: 'feed' })).toBe('error');
  });
});
