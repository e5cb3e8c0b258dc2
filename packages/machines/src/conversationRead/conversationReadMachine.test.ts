import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor } from '../testing/controlledActor.ts';
import { settle } from '../testing/testClock.ts';
import { conversationReadMachine } from './conversationReadMachine.ts';

function arrange() {
  const markRead = controlledActor<unknown, { phone: string; upTo: number }>();
  const actor = createActor(conversationReadMachine.provide({ actors: { markRead: markRead.logic } }), {
    input: { phone: '5511970000001' },
  }).start();
  const shown = (upTo: number) => actor.send({ type: 'conversation.shown', upTo });
  return { actor, markRead, shown };
}

describe('conversationReadMachine', () => {
  it('marks what is on screen once per newer message, one request at a time', async () => {
    const { markRead, shown } = arrange();
    shown(0); // an empty conversation has nothing to mark
    expect(markRead.calls).toHaveLength(0);
    shown(2);
    expect(markRead.calls.map((call) => call.input)).toEqual([{ phone: '5511970000001', upTo: 2 }]);
    // Shown while the mark is on its way: marked right after it.
    shown(3);
    expect(markRead.calls).toHaveLength(1);
    markRead.resolve(undefined);
    await settle();
    expect(markRead.calls.map((call) => call.input.upTo)).toEqual([2, 3]);
    markRead.resolve(undefined);
    await settle();
    // The same messages shown again (a refresh with nothing new), or older ones, mark nothing.
    shown(3);
    shown(1);
    expect(markRead.calls).toHaveLength(2);
  });

  it('tries again when the conversation next shows something after a failed mark', async () => {
    const { actor, markRead, shown } = arrange();
    shown(5);
    markRead.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    shown(5);
    expect(markRead.calls.map((call) => call.input.upTo)).toEqual([5, 5]);
    markRead.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().context.marked).toBe(5);
  });
});
