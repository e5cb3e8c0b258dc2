import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { COPY_FEEDBACK_MS, LINK_COPIED_MS, SUCCESS_MESSAGE_MS } from '../constants.ts';
import { TestClock } from '../testing/testClock.ts';
import {
  copyFeedbackMachine,
  feedbackTimerMachine,
  linkCopiedMachine,
  successMessageMachine,
} from './feedbackTimerMachine.ts';

function arrange(machine: typeof feedbackTimerMachine = feedbackTimerMachine) {
  const clock = new TestClock();
  const actor = createActor(machine, { clock }).start();
  const message = () => actor.getSnapshot().context.message;
  return { actor, clock, message };
}

describe('feedbackTimerMachine', () => {
  it('starts hidden', () => {
    const { actor, message } = arrange();

    expect(actor.getSnapshot().value).toBe('hidden');
    expect(message()).toBeNull();
  });

  it.each([
    ['success messages', SUCCESS_MESSAGE_MS, successMessageMachine, 'Oferta cadastrada com sucesso!'],
    ['copy confirmations', COPY_FEEDBACK_MS, copyFeedbackMachine, 'Copiado!'],
    ['impersonation link copied', LINK_COPIED_MS, linkCopiedMachine, 'Link copiado!'],
  ] as const)('%s show, then hide after exactly %i ms', async (_, visibleMs, machine, text) => {
    const { actor, clock, message } = arrange(machine);

    actor.send({ type: 'feedback.show', message: text });
    expect(message()).toBe(text);
    await clock.advance(visibleMs - 1);
    expect(message()).toBe(text);

    await clock.advance(1);
    expect(message()).toBeNull();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('the named configurations last 3 s, 1.5 s and 2 s', () => {
    expect([SUCCESS_MESSAGE_MS, COPY_FEEDBACK_MS, LINK_COPIED_MS]).toEqual([3_000, 1_500, 2_000]);
  });

  it('a new message restarts the wait', async () => {
    const { actor, clock, message } = arrange();
    actor.send({ type: 'feedback.show', message: 'Oferta cadastrada com sucesso!' });
    await clock.advance(2_000);

    actor.send({ type: 'feedback.show', message: 'Oferta excluída com sucesso!' });
    await clock.advance(SUCCESS_MESSAGE_MS - 1);

    expect(message()).toBe('Oferta excluída com sucesso!');
    await clock.advance(1);
    expect(message()).toBeNull();
  });

  it('can be dismissed before the time is up, leaving no timer behind', async () => {
    const { actor, clock, message } = arrange();
    actor.send({ type: 'feedback.show', message: 'Copiado!' });

    actor.send({ type: 'feedback.hide' });

    expect(message()).toBeNull();
    expect(clock.pendingTimers).toBe(0);
  });
});
