import type { ConversationListPage, ConversationSummary } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aConversationMessage } from '../testing/fixtures.ts';
import { settle, TestClock } from '../testing/testClock.ts';
import { type ConversationListPageInput, conversationListMachine } from './conversationListMachine.ts';

const summary = (phone: string): ConversationSummary => ({
  lead_phone: phone,
  nome: '',
  pausado: false,
  nao_perturbe_desde: null,
  nao_lidas: 0,
  aguardando: null,
  compra: null,
  ultima_mensagem: aConversationMessage(),
});

function arrange() {
  const loadPage = controlledActor<ConversationListPage, ConversationListPageInput>();
  const clock = new TestClock();
  const actor = createActor(conversationListMachine.provide({ actors: { loadPage: loadPage.logic } }), {
    clock,
  }).start();
  const phones = () => actor.getSnapshot().context.conversations.map((item) => item.lead_phone);
  return { actor, clock, loadPage, phones };
}

describe('conversationListMachine', () => {
  it('loads the first page, then the next one on demand without repeating a conversation', async () => {
    const { actor, loadPage, phones } = arrange();
    loadPage.resolve({ conversas: [summary('1'), summary('2')], cursor: '9' });
    await settle();
    actor.send({ type: 'user.loadMore' });
    expect(loadPage.last().input).toEqual({ view: 'todas', search: '', cursor: '9' });
    loadPage.resolve({ conversas: [summary('2'), summary('3')], cursor: null });
    await settle();
    expect(phones()).toEqual(['1', '2', '3']);
    actor.send({ type: 'user.loadMore' });
    expect(loadPage.calls).toHaveLength(2);
  });

  it('searches once the typing stops, starting over and ignoring the page still on its way', async () => {
    const { actor, clock, loadPage, phones } = arrange();
    actor.send({ type: 'user.search', search: 'an' });
    expect(loadPage.calls[0]?.signal.aborted).toBe(true);
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'user.search', search: 'ana' });
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(loadPage.calls).toHaveLength(1);
    await clock.advance(1);
    expect(loadPage.calls).toHaveLength(2);
    expect(loadPage.last().input).toEqual({ view: 'todas', search: 'ana', cursor: null });
    loadPage.resolve({ conversas: [summary('7')], cursor: null });
    await settle();
    expect(phones()).toEqual(['7']);
  });

  it('switches to "Aguardando você" at once, starting over and dropping the page on its way, and back', async () => {
    const { actor, loadPage, phones } = arrange();
    actor.send({ type: 'user.view', view: 'aguardando' });
    expect(loadPage.calls[0]?.signal.aborted).toBe(true);
    expect(loadPage.last().input).toEqual({ view: 'aguardando', search: '', cursor: null });
    loadPage.resolve({ conversas: [summary('5')], cursor: null });
    await settle();
    expect(phones()).toEqual(['5']);
    actor.send({ type: 'user.view', view: 'todas' });
    expect(phones()).toEqual([]);
    expect(loadPage.last().input).toEqual({ view: 'todas', search: '', cursor: null });
  });

  it('shows a load failure and loads again on retry; a failed further page keeps the list', async () => {
    const { actor, loadPage, phones } = arrange();
    loadPage.reject(apiError(500, 'Erro'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('load');
    actor.send({ type: 'user.retry' });
    loadPage.resolve({ conversas: [summary('1')], cursor: '1' });
    await settle();
    actor.send({ type: 'user.loadMore' });
    loadPage.reject(apiError(500, 'Erro'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('page');
    expect(phones()).toEqual(['1']);
  });

  it('filters to the unread, paused or "não perturbe" conversations, keeping the search', async () => {
    const { actor, clock, loadPage } = arrange();
    actor.send({ type: 'user.search', search: 'ana' });
    await clock.advance(SEARCH_DEBOUNCE_MS);
    for (const view of ['nao_lidas', 'pausadas', 'nao_perturbe'] as const) {
      actor.send({ type: 'user.view', view });
      expect(loadPage.last().input).toEqual({ view, search: 'ana', cursor: null });
    }
  });

  it('clears the unread count of the conversation just read, and of no other', async () => {
    const { actor, loadPage } = arrange();
    const unread = (phone: string, count: number) => ({ ...summary(phone), nao_lidas: count });
    loadPage.resolve({ conversas: [unread('1', 2), unread('2', 3)], cursor: null });
    await settle();
    actor.send({ type: 'conversation.read', phone: '1' });
    const counts = actor.getSnapshot().context.conversations.map((item) => [item.lead_phone, item.nao_lidas]);
    expect(counts).toEqual([
      ['1', 0],
      ['2', 3],
    ]);
  });
});
