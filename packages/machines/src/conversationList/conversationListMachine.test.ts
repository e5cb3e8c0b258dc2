import type { ConversationListPage, ConversationSummary } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { CONVERSATION_LIST_POLL_MS, SEARCH_DEBOUNCE_MS } from '../constants.ts';
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
  // The test plays the browser tab: it sends 'page.hidden' / 'page.visible' to the machine.
  const actor = createActor(
    conversationListMachine.provide({
      actors: { loadPage: loadPage.logic, watchVisibility: fromCallback(() => undefined) },
    }),
    { clock },
  ).start();
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

  describe('kept up to date while shown', () => {
    const unread = (phone: string, count: number) => ({ ...summary(phone), nao_lidas: count });

    it('reads the first page again after each pause, with new leads, order and counts as the server has them', async () => {
      const { actor, clock, loadPage, phones } = arrange();
      loadPage.resolve({ conversas: [unread('1', 0), unread('2', 0)], cursor: null });
      await clock.advance(CONVERSATION_LIST_POLL_MS - 1);
      expect(loadPage.calls).toHaveLength(1);
      await clock.advance(1);
      expect(loadPage.calls).toHaveLength(2);
      expect(loadPage.last().input).toEqual({ view: 'todas', search: '', cursor: null });
      loadPage.resolve({ conversas: [unread('3', 1), unread('2', 2), unread('1', 0)], cursor: null });
      await settle();
      expect(phones()).toEqual(['3', '2', '1']);
      expect(actor.getSnapshot().context.conversations.map((item) => item.nao_lidas)).toEqual([1, 2, 0]);
      // The next read waits a whole pause after this one ended: one at a time, never a loop.
      await clock.advance(CONVERSATION_LIST_POLL_MS - 1);
      expect(loadPage.calls).toHaveLength(2);
      await clock.advance(1);
      expect(loadPage.calls).toHaveLength(3);
    });

    it('keeps the view and the search, and the shown list while the read is on its way or fails', async () => {
      const { actor, clock, loadPage, phones } = arrange();
      actor.send({ type: 'user.view', view: 'nao_lidas' });
      actor.send({ type: 'user.search', search: 'ana' });
      await clock.advance(SEARCH_DEBOUNCE_MS);
      loadPage.resolve({ conversas: [unread('1', 1)], cursor: null });
      await clock.advance(CONVERSATION_LIST_POLL_MS);
      expect(loadPage.last().input).toEqual({ view: 'nao_lidas', search: 'ana', cursor: null });
      expect(phones()).toEqual(['1']);
      loadPage.reject(apiError(500, 'Erro'));
      await settle();
      expect(phones()).toEqual(['1']);
      expect(actor.getSnapshot().context.error).toBeNull();
      await clock.advance(CONVERSATION_LIST_POLL_MS);
      expect(loadPage.running()).toHaveLength(1);
    });

    it('with more pages shown, puts the fresh first page on top and keeps the rest and its cursor', async () => {
      const { actor, clock, loadPage, phones } = arrange();
      loadPage.resolve({ conversas: [summary('1'), summary('2')], cursor: 'c2' });
      await settle();
      actor.send({ type: 'user.loadMore' });
      loadPage.resolve({ conversas: [summary('3'), summary('4')], cursor: 'c4' });
      await clock.advance(CONVERSATION_LIST_POLL_MS);
      loadPage.resolve({ conversas: [summary('4'), summary('1')], cursor: 'c1' });
      await settle();
      expect(phones()).toEqual(['4', '1', '2', '3']);
      actor.send({ type: 'user.loadMore' });
      expect(loadPage.last().input.cursor).toBe('c4');
    });

    it('reads nothing while the tab is hidden, and once at once on coming back', async () => {
      const { actor, clock, loadPage } = arrange();
      loadPage.resolve({ conversas: [summary('1')], cursor: null });
      await settle();
      actor.send({ type: 'page.hidden' });
      await clock.advance(CONVERSATION_LIST_POLL_MS * 3);
      expect(loadPage.calls).toHaveLength(1);
      actor.send({ type: 'page.visible' });
      expect(loadPage.calls).toHaveLength(2);
    });
  });
});
