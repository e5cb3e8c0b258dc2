import type { ConversationAgentState, ConversationMessage, ConversationPage } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { CONVERSATION_POLL_MS } from '../constants.ts';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aConversationMessage } from '../testing/fixtures.ts';
import { TestClock } from '../testing/testClock.ts';
import { type FetchPageInput, liveConversationMachine } from './liveConversationMachine.ts';

const ACTIVE: ConversationAgentState = {
  pausado: false,
  motivo: null,
  desde: null,
  nao_perturbe_desde: null,
  aguardando: null,
};
const PAUSED: ConversationAgentState = {
  pausado: true,
  motivo: 'comando',
  desde: '2025-06-18T13:00:00.000Z',
  nao_perturbe_desde: null,
  aguardando: null,
};

const message = (id: number, overrides: Partial<ConversationMessage> = {}): ConversationMessage =>
  aConversationMessage({ id, texto: `mensagem ${id}`, ...overrides });

const page = (ids: number[], cursor: string | null = null, estado = ACTIVE): ConversationPage => ({
  lead_phone: '5511970000001',
  nome: 'Ana Lima',
  estado,
  agente_conta: 'ativo',
  mensagens: ids.map((id) => message(id)),
  turnos: [],
  cursor,
});

function arrange() {
  const clock = new TestClock();
  const fetchPage = controlledActor<ConversationPage, FetchPageInput>();
  const pauseAgent = controlledActor<ConversationAgentState, { phone: string }>();
  const resumeAgent = controlledActor<ConversationAgentState, { phone: string }>();
  const sendMessage = controlledActor<
    { mensagem: ConversationMessage; estado: ConversationAgentState },
    { phone: string; text: string }
  >();
  // The test plays the browser tab: it sends 'page.hidden' / 'page.visible' to the machine.
  const actor = createActor(
    liveConversationMachine.provide({
      actors: {
        fetchPage: fetchPage.logic,
        pauseAgent: pauseAgent.logic,
        resumeAgent: resumeAgent.logic,
        sendMessage: sendMessage.logic,
        watchVisibility: fromCallback(() => undefined),
      },
    }),
    { clock, input: { phone: '5511970000001' } },
  ).start();
  const texts = () => actor.getSnapshot().context.transcript.messages.map((item) => item.texto);
  return { actor, clock, fetchPage, pauseAgent, resumeAgent, sendMessage, texts };
}

describe('liveConversationMachine', () => {
  it('loads the newest page, then polls it every CONVERSATION_POLL_MS and shows what arrived', async () => {
    const { clock, fetchPage, texts } = arrange();
    expect(fetchPage.calls.map((call) => call.input)).toEqual([{ phone: '5511970000001', cursor: null }]);
    fetchPage.resolve(page([1, 2]));
    await clock.advance(0);
    expect(texts()).toEqual(['mensagem 1', 'mensagem 2']);

    await clock.advance(CONVERSATION_POLL_MS - 1);
    expect(fetchPage.calls).toHaveLength(1);
    await clock.advance(1);
    expect(fetchPage.calls).toHaveLength(2);
    fetchPage.resolve({ ...page([2, 3]), mensagens: [message(2, { texto: 'editada' }), message(3)] });
    await clock.advance(0);
    // Merged by id: the newer copy of message 2 wins, nothing repeats.
    expect(texts()).toEqual(['mensagem 1', 'editada', 'mensagem 3']);

    await clock.advance(CONVERSATION_POLL_MS);
    expect(fetchPage.calls).toHaveLength(3);
  });

  it('does not poll while the tab is hidden, and fetches at once when it comes back', async () => {
    const { actor, clock, fetchPage } = arrange();
    fetchPage.resolve(page([1]));
    await clock.advance(0);

    actor.send({ type: 'page.hidden' });
    await clock.advance(CONVERSATION_POLL_MS * 10);
    expect(fetchPage.calls).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);

    actor.send({ type: 'page.visible' });
    expect(fetchPage.calls).toHaveLength(2);
    fetchPage.resolve(page([1, 2]));
    await clock.advance(CONVERSATION_POLL_MS);
    expect(fetchPage.calls).toHaveLength(3);
  });

  it('a tab hidden while the first page loads starts polling only when visible again', async () => {
    const { actor, clock, fetchPage } = arrange();
    actor.send({ type: 'page.hidden' });
    fetchPage.resolve(page([1]));
    await clock.advance(CONVERSATION_POLL_MS * 3);
    expect(fetchPage.calls).toHaveLength(1);
    actor.send({ type: 'page.visible' });
    expect(fetchPage.calls).toHaveLength(2);
  });

  it('keeps what it shows when a poll fails, and tries again at the next interval', async () => {
    const { clock, fetchPage, texts } = arrange();
    fetchPage.resolve(page([1]));
    await clock.advance(CONVERSATION_POLL_MS);
    fetchPage.reject(apiError(502, 'Serviço indisponível'));
    await clock.advance(0);
    expect(texts()).toEqual(['mensagem 1']);
    await clock.advance(CONVERSATION_POLL_MS);
    expect(fetchPage.calls).toHaveLength(3);
  });

  it('shows the load failure and loads again on retry', async () => {
    const { actor, clock, fetchPage } = arrange();
    fetchPage.reject(apiError(500, 'Erro'));
    await clock.advance(0);
    expect(actor.getSnapshot().matches({ feed: 'failed' })).toBe(true);
    await clock.advance(CONVERSATION_POLL_MS * 2);
    expect(fetchPage.calls).toHaveLength(1);
    actor.send({ type: 'user.retry' });
    fetchPage.resolve(page([1]));
    await clock.advance(0);
    expect(actor.getSnapshot().matches({ feed: 'live' })).toBe(true);
  });

  it('loads older pages on demand in front of what is shown, until the start', async () => {
    const { actor, clock, fetchPage, texts } = arrange();
    fetchPage.resolve(page([3, 4], '3'));
    await clock.advance(0);
    actor.send({ type: 'user.loadOlder' });
    expect(fetchPage.last().input).toEqual({ phone: '5511970000001', cursor: '3' });
    fetchPage.resolve(page([1, 2]));
    await clock.advance(0);
    expect(texts()).toEqual(['mensagem 1', 'mensagem 2', 'mensagem 3', 'mensagem 4']);
    const calls = fetchPage.calls.length;
    actor.send({ type: 'user.loadOlder' });
    expect(fetchPage.calls).toHaveLength(calls);
  });

  it('says so when an older page fails, keeping the messages shown', async () => {
    const { actor, clock, fetchPage, texts } = arrange();
    fetchPage.resolve(page([3], '3'));
    await clock.advance(0);
    actor.send({ type: 'user.loadOlder' });
    fetchPage.reject(apiError(500, 'Erro'));
    await clock.advance(0);
    expect(actor.getSnapshot().context.olderError).toBe('olderFailed');
    expect(texts()).toEqual(['mensagem 3']);
  });

  it('starts over from the newest page when more arrived between polls than a page holds', async () => {
    const { clock, fetchPage, texts } = arrange();
    fetchPage.resolve(page([1, 2]));
    await clock.advance(CONVERSATION_POLL_MS);
    fetchPage.resolve(page([60, 61], '60'));
    await clock.advance(0);
    expect(texts()).toEqual(['mensagem 60', 'mensagem 61']);
  });

  it('pauses and resumes the agent for the lead', async () => {
    const { actor, clock, fetchPage, pauseAgent, resumeAgent } = arrange();
    fetchPage.resolve(page([1]));
    await clock.advance(0);
    actor.send({ type: 'user.pause' });
    expect(actor.getSnapshot().matches({ control: 'pausing' })).toBe(true);
    pauseAgent.resolve(PAUSED);
    await clock.advance(0);
    expect(actor.getSnapshot().context.estado).toEqual(PAUSED);
    actor.send({ type: 'user.resume' });
    resumeAgent.reject(apiError(404, 'Conversa não encontrada.'));
    await clock.advance(0);
    expect(actor.getSnapshot().context.actionError).toEqual({
      code: 'actionFailed',
      serverMessage: 'Conversa não encontrada.',
    });
    expect(actor.getSnapshot().context.estado).toEqual(PAUSED);
  });

  it('sends the draft as a human, shows it at once and clears the composer; a failure keeps the text', async () => {
    const { actor, clock, fetchPage, sendMessage, texts } = arrange();
    fetchPage.resolve(page([1]));
    await clock.advance(0);

    actor.send({ type: 'user.send' });
    expect(sendMessage.calls).toHaveLength(0);
    actor.send({ type: 'user.type', text: '  Oi, aqui é a Marta  ' });
    actor.send({ type: 'user.send' });
    expect(sendMessage.last().input).toEqual({ phone: '5511970000001', text: 'Oi, aqui é a Marta' });
    sendMessage.reject(apiError(409, 'Conecte seu WhatsApp em "Conectar WhatsApp" para enviar mensagens.'));
    await clock.advance(0);
    expect(actor.getSnapshot().context.draft).toBe('  Oi, aqui é a Marta  ');
    expect(actor.getSnapshot().context.actionError?.serverMessage).toMatch(/Conecte seu WhatsApp/);

    actor.send({ type: 'user.send' });
    sendMessage.resolve({
      mensagem: message(2, { autor: 'humano', texto: 'Oi, aqui é a Marta', entrega: 'pendente' }),
      estado: PAUSED,
    });
    await clock.advance(0);
    expect(texts()).toEqual(['mensagem 1', 'Oi, aqui é a Marta']);
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', estado: PAUSED, actionError: null });
  });

  it('leaves no timer or request behind when stopped', async () => {
    const { actor, clock, fetchPage } = arrange();
    fetchPage.resolve(page([1]));
    await clock.advance(CONVERSATION_POLL_MS);
    actor.stop();
    expect(clock.pendingTimers).toBe(0);
    expect(fetchPage.running()).toHaveLength(0);
  });
});
