import type { ConversationPage } from '@agente/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONVERSATION_POLL_MS } from '../constants.ts';
import { controlledActor } from '../testing/controlledActor.ts';
import { TestClock } from '../testing/testClock.ts';
import { type FetchPageInput, liveConversationMachine } from './liveConversationMachine.ts';

/** The few parts of a browser document the visibility watcher reads. */
class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  switchTo(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const PAGE: ConversationPage = {
  lead_phone: '5511970000001',
  nome: '',
  estado: { pausado: false, motivo: null, desde: null, nao_perturbe_desde: null, aguardando: null },
  agente_conta: 'ativo',
  mensagens: [],
  turnos: [],
  cursor: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('documentVisibility (the watcher the machine uses by default)', () => {
  it('stops the polling while the browser tab is hidden and resumes it when shown, then lets go of the document', async () => {
    const doc = new FakeDocument();
    vi.stubGlobal('document', doc);
    const removeListener = vi.spyOn(doc, 'removeEventListener');
    const clock = new TestClock();
    const fetchPage = controlledActor<ConversationPage, FetchPageInput>();
    const actor = createActor(liveConversationMachine.provide({ actors: { fetchPage: fetchPage.logic } }), {
      clock,
      input: { phone: '5511970000001' },
    }).start();
    fetchPage.resolve(PAGE);
    await clock.advance(0);

    doc.switchTo('hidden');
    await clock.advance(CONVERSATION_POLL_MS * 5);
    expect(fetchPage.calls).toHaveLength(1);

    doc.switchTo('visible');
    expect(fetchPage.calls).toHaveLength(2);

    actor.stop();
    expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });

  it('a tab already hidden when the conversation opens does not poll', async () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    vi.stubGlobal('document', doc);
    const clock = new TestClock();
    const fetchPage = controlledActor<ConversationPage, FetchPageInput>();
    createActor(liveConversationMachine.provide({ actors: { fetchPage: fetchPage.logic } }), {
      clock,
      input: { phone: '5511970000001' },
    }).start();
    fetchPage.resolve(PAGE);
    await clock.advance(CONVERSATION_POLL_MS * 3);
    expect(fetchPage.calls).toHaveLength(1);
  });
});
