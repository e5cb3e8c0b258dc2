import type { ConversationMessage, PlaygroundState } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aConversationMessage } from '../testing/fixtures.ts';
import { TestClock } from '../testing/testClock.ts';
import { agentPlaygroundMachine } from './agentPlaygroundMachine.ts';

const message = (id: number, autor: 'lead' | 'agente', texto: string): ConversationMessage =>
  aConversationMessage({ id, autor, texto });

const EMPTY: PlaygroundState = {
  pronto: true,
  modelo_limite_atingido: false,
  etapa: 0,
  total_etapas: 3,
  pausado: false,
  mensagens: [],
  motivos: [],
};

/** A long part, which the chat once "typed" for seconds. */
const LONG = 'a'.repeat(100);
const AFTER_FIRST: PlaygroundState = {
  ...EMPTY,
  etapa: 1,
  mensagens: [message(1, 'lead', 'oi'), message(2, 'agente', 'Oi'), message(3, 'agente', LONG)],
  motivos: [{ mensagem_id: 1, decisao: 'etapa', etapa: 1, objecao: null, pausou: false }],
};

function arrange() {
  const clock = new TestClock();
  const fetchState = controlledActor<PlaygroundState>();
  const sendMessage = controlledActor<PlaygroundState, { text: string }>();
  const resetConversation = controlledActor<PlaygroundState>();
  const actor = createActor(
    agentPlaygroundMachine.provide({
      actors: {
        fetchState: fetchState.logic,
        sendMessage: sendMessage.logic,
        resetConversation: resetConversation.logic,
      },
    }),
    { clock },
  ).start();
  const shown = () => actor.getSnapshot().context.shown?.mensagens.map((item) => item.texto);
  return { actor, clock, fetchState, sendMessage, resetConversation, shown };
}

async function loaded() {
  const arranged = arrange();
  arranged.fetchState.resolve(EMPTY);
  await arranged.clock.advance(0);
  return arranged;
}

describe('agentPlaygroundMachine', () => {
  it('shows the seller’s message at once, the agent typing while it decides, then the whole reply at once', async () => {
    const { actor, clock, sendMessage, shown } = await loaded();
    actor.send({ type: 'user.send' });
    expect(sendMessage.calls).toHaveLength(0); // nothing to send yet

    actor.send({ type: 'user.type', text: '  oi ' });
    actor.send({ type: 'user.send' });
    expect(sendMessage.last().input).toEqual({ text: 'oi' });
    expect(shown()).toEqual(['oi']);
    // "digitando..." is drawn from this state: the agent is deciding.
    expect(actor.getSnapshot().matches('sending')).toBe(true);

    sendMessage.resolve(AFTER_FIRST);
    await clock.advance(0);
    // No typing pauses: every part and its reason are shown the moment the answer arrives.
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(shown()).toEqual(['oi', 'Oi', LONG]);
    expect(actor.getSnapshot().context.shown).toEqual(AFTER_FIRST);
    expect(clock.pendingTimers).toBe(0);
  });

  it('goes back to idle at once when the agent stays quiet (paused conversation)', async () => {
    const { actor, clock, sendMessage } = await loaded();
    actor.send({ type: 'user.type', text: 'alô?' });
    actor.send({ type: 'user.send' });
    const quiet: PlaygroundState = {
      ...EMPTY,
      pausado: true,
      mensagens: [message(1, 'lead', 'alô?')],
      motivos: [{ mensagem_id: 1, decisao: 'pausado', etapa: null, objecao: null, pausou: false }],
    };
    sendMessage.resolve(quiet);
    await clock.advance(0);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.shown).toEqual(quiet);
  });

  it('keeps the draft and shows the server’s reason when sending fails', async () => {
    const { actor, clock, sendMessage, shown } = await loaded();
    actor.send({ type: 'user.type', text: 'oi' });
    actor.send({ type: 'user.send' });
    sendMessage.reject(apiError(409, 'Configure seu agente antes de testar.'));
    await clock.advance(0);
    expect(actor.getSnapshot().context).toMatchObject({
      draft: 'oi',
      error: { code: 'actionFailed', serverMessage: 'Configure seu agente antes de testar.' },
    });
    expect(shown()).toEqual([]);

    actor.send({ type: 'user.send' });
    sendMessage.reject(new TypeError('Failed to fetch'));
    await clock.advance(0);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'actionFailed' });
  });

  it('restarts the conversation', async () => {
    const { actor, clock, sendMessage, resetConversation, shown } = await loaded();
    actor.send({ type: 'user.type', text: 'oi' });
    actor.send({ type: 'user.send' });
    sendMessage.resolve(AFTER_FIRST);
    await clock.advance(0);
    expect(shown()).toEqual(['oi', 'Oi', LONG]);

    actor.send({ type: 'user.reset' });
    expect(actor.getSnapshot().matches('resetting')).toBe(true);
    resetConversation.resolve(EMPTY);
    await clock.advance(0);
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });

  it('offers a retry when the conversation cannot be loaded', async () => {
    const { actor, clock, fetchState, shown } = arrange();
    fetchState.reject(new TypeError('Failed to fetch'));
    await clock.advance(0);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'user.retry' });
    fetchState.resolve(AFTER_FIRST);
    await clock.advance(0);
    expect(shown()).toEqual(['oi', 'Oi', LONG]);
  });
});
