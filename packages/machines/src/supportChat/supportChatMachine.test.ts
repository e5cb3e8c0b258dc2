import type { SupportReply } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CHAT_REPLY_STAGGER_MS, CHAT_TIMEOUT_MS, TYPING_MAX_MS, TYPING_MIN_MS } from '../constants.ts';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { TestClock } from '../testing/testClock.ts';
import type { ChatMessage } from './chatMessage.ts';
import {
  buildChatSessionId,
  isAcceptedReply,
  type SupportMessageInput,
  supportChatMachine,
  typingDurationMs,
} from './supportChatMachine.ts';

const USER_ID = 7;
const STARTED_AT = 1_767_225_600_000; // 2026-01-01T00:00:00Z
const SESSION_ID = buildChatSessionId(USER_ID, STARTED_AT);

/** A reply whose typing lasts exactly `ms` (50 ms per character). */
const replyTyping = (ms: number, overrides: Partial<SupportReply> = {}): SupportReply => ({
  resposta: 'x'.repeat(ms / 50),
  ...overrides,
});

function arrange(history: ChatMessage[] = []) {
  const clock = new TestClock();
  const sendMessage = controlledActor<SupportReply[], SupportMessageInput>();
  const machine = supportChatMachine.provide({ actors: { sendMessage: sendMessage.logic } });
  const actor = createActor(machine, {
    clock,
    input: { userId: USER_ID, sessionStartedAt: STARTED_AT, now: () => STARTED_AT + clock.now(), history },
  }).start();
  const send = (text: string) => {
    actor.send({ type: 'user.type', text });
    actor.send({ type: 'user.send' });
  };
  // A failure is shown by its code, which the screen words.
  const shown = () =>
    actor.getSnapshot().context.messages.map((message) => message.failure ?? message.content);
  return { actor, clock, sendMessage, send, shown };
}

type Arranged = ReturnType<typeof arrange>;

async function receive(arranged: Arranged, replies: SupportReply[]) {
  arranged.send('Oi, preciso de ajuda');
  arranged.sendMessage.resolve(replies);
  await arranged.clock.advance(0);
}

describe('supportChatMachine: window', () => {
  it('starts closed, opens expanded, minimises, expands and closes', () => {
    const { actor } = arrange();
    const windowState = () => actor.getSnapshot().value.window;
    expect(windowState()).toBe('closed');

    actor.send({ type: 'user.open' });
    expect(windowState()).toEqual({ open: 'expanded' });
    actor.send({ type: 'user.minimise' });
    expect(windowState()).toEqual({ open: 'minimised' });
    actor.send({ type: 'user.expand' });
    expect(windowState()).toEqual({ open: 'expanded' });
    actor.send({ type: 'user.close' });
    expect(windowState()).toBe('closed');
  });

  it('reopens expanded after being closed while minimised, keeping the conversation', async () => {
    const arranged = arrange();
    arranged.actor.send({ type: 'user.open' });
    arranged.send('Olá');
    arranged.actor.send({ type: 'user.minimise' });
    arranged.actor.send({ type: 'user.close' });

    arranged.actor.send({ type: 'user.open' });

    expect(arranged.actor.getSnapshot().value.window).toEqual({ open: 'expanded' });
    expect(arranged.shown()).toEqual(['Olá']);
  });

  it('font size is medium by default and can be small or large', () => {
    const { actor } = arrange();
    expect(actor.getSnapshot().context.fontSize).toBe('medium');

    actor.send({ type: 'user.setFontSize', size: 'small' });
    expect(actor.getSnapshot().context.fontSize).toBe('small');
    actor.send({ type: 'user.setFontSize', size: 'large' });
    expect(actor.getSnapshot().context.fontSize).toBe('large');
  });
});

describe('supportChatMachine: sending', () => {
  it('shows the message, clears the field and sends it with the session id and time', () => {
    const { actor, sendMessage, send } = arrange();

    send('  Como conecto meu número?  ');

    const { context, value } = actor.getSnapshot();
    expect(value.request).toBe('sending');
    expect(context.draft).toBe('');
    expect(context.messages).toEqual([
      { id: `${SESSION_ID}-1`, content: 'Como conecto meu número?', isUser: true, timestamp: STARTED_AT },
    ]);
    expect(sendMessage.last().input).toEqual({
      message: 'Como conecto meu número?',
      session_id: `${USER_ID}-${STARTED_AT}`,
      timestamp: '2026-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t '],
  ])('does not send an %s message', (_, text) => {
    const { actor, sendMessage, send } = arrange();

    send(text);

    expect(actor.getSnapshot().value.request).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(sendMessage.calls).toHaveLength(0);
  });

  it('sends nothing while a reply is pending, and keeps what was typed', () => {
    const { actor, sendMessage, send } = arrange();
    send('Primeira');

    send('Segunda');

    expect(sendMessage.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('Segunda');
  });

  it('a failed request adds the requestFailed message', async () => {
    const arranged = arrange();
    arranged.send('Oi');

    arranged.sendMessage.reject(apiError(502, 'Falha no serviço de suporte'));
    await arranged.clock.advance(0);

    expect(arranged.actor.getSnapshot().context.messages.at(-1)).toMatchObject({
      content: '',
      failure: 'requestFailed',
      isUser: false,
    });
    expect(arranged.actor.getSnapshot().value.request).toBe('idle');
    expect(arranged.actor.getSnapshot().context.offersPerson).toBe(true);
  });

  it(`after 60 s without an answer it aborts the request and adds the timeout message`, async () => {
    const arranged = arrange();
    arranged.send('Oi');

    await arranged.clock.advance(CHAT_TIMEOUT_MS - 1);
    expect(arranged.actor.getSnapshot().value.request).toBe('sending');
    expect(arranged.sendMessage.last().signal.aborted).toBe(false);

    await arranged.clock.advance(1);
    expect(arranged.sendMessage.last().signal.aborted).toBe(true);
    expect(arranged.actor.getSnapshot().value.request).toBe('idle');
    expect(arranged.shown()).toEqual(['Oi', 'timedOut']);
    expect(arranged.actor.getSnapshot().context.offersPerson).toBe(true);
  });

  it('an answer arriving after the timeout is ignored', async () => {
    const arranged = arrange();
    arranged.send('Oi');
    await arranged.clock.advance(CHAT_TIMEOUT_MS);

    arranged.sendMessage.resolve([{ resposta: 'Tarde demais' }]);
    await arranged.clock.advance(TYPING_MAX_MS);

    expect(arranged.shown()).toEqual(['Oi', 'timedOut']);
  });
});

describe('supportChatMachine: replies', () => {
  it('offers a person once a reply handing the question to the support team shows, not before', async () => {
    const arranged = arrange();

    await receive(arranged, [{ resposta: 'Entendi!' }]);
    await arranged.clock.advance(TYPING_MAX_MS);
    expect(arranged.actor.getSnapshot().context.offersPerson).toBe(false);

    await receive(arranged, [replyTyping(1_000, { resposta: 'Vou encaminhar', encaminhado_humano: true })]);
    await arranged.clock.advance(TYPING_MIN_MS - 1);
    expect(arranged.actor.getSnapshot().context.offersPerson).toBe(false);
    await arranged.clock.advance(1);
    expect(arranged.shown().at(-1)).toBe('Vou encaminhar');
    expect(arranged.actor.getSnapshot().context.offersPerson).toBe(true);

    // It stays offered after later answers the automation could give.
    await receive(arranged, [{ resposta: 'Ok' }]);
    await arranged.clock.advance(TYPING_MAX_MS);
    expect(arranged.actor.getSnapshot().context.offersPerson).toBe(true);
  });

  it("shows 'digitando...' first, then the reply", async () => {
    const arranged = arrange();

    await receive(arranged, [replyTyping(1_500)]);
    expect(arranged.actor.getSnapshot().context.isTyping).toBe(true);
    await arranged.clock.advance(1_499);
    expect(arranged.shown()).toHaveLength(1);

    await arranged.clock.advance(1);
    expect(arranged.actor.getSnapshot().context.isTyping).toBe(false);
    expect(arranged.actor.getSnapshot().context.messages.at(-1)).toEqual({
      id: `${SESSION_ID}-2`,
      content: 'x'.repeat(30),
      isUser: false,
      timestamp: STARTED_AT + 1_500,
    });
  });

  it.each([
    ['short replies type for 1 s', 'Ok', TYPING_MIN_MS],
    ['40 characters type for 2 s', 'x'.repeat(40), 2_000],
    ['long replies type for 3 s', 'x'.repeat(500), TYPING_MAX_MS],
  ])('%s', async (_, resposta, typingMs) => {
    expect(typingDurationMs(resposta)).toBe(typingMs);
    const arranged = arrange();

    await receive(arranged, [{ resposta }]);
    await arranged.clock.advance(typingMs - 1);
    expect(arranged.shown()).not.toContain(resposta);

    await arranged.clock.advance(1);
    expect(arranged.shown()).toContain(resposta);
  });

  it('several replies appear one by one, 4 s apart, each after its typing', async () => {
    const arranged = arrange();
    const first = replyTyping(1_000, { resposta: 'Primeira resposta...' });
    const second = replyTyping(1_000, { resposta: 'Segunda resposta....' });
    const third = replyTyping(2_000);

    await receive(arranged, [first, second, third]);
    await arranged.clock.advance(1_000);
    expect(arranged.shown()).toEqual(['Oi, preciso de ajuda', first.resposta]);

    await arranged.clock.advance(CHAT_REPLY_STAGGER_MS - 100);
    expect(arranged.shown()).not.toContain(second.resposta);
    expect(arranged.actor.getSnapshot().context.isTyping).toBe(true);
    await arranged.clock.advance(100);
    expect(arranged.shown()).toEqual(['Oi, preciso de ajuda', first.resposta, second.resposta]);
    expect(arranged.actor.getSnapshot().context.isTyping).toBe(false);

    // The third starts typing 4 s after the second started, and types for 2 s.
    await arranged.clock.advance(CHAT_REPLY_STAGGER_MS - 1_000 + 2_000 - 1);
    expect(arranged.shown()).toHaveLength(3);
    await arranged.clock.advance(1);
    expect(arranged.shown()).toHaveLength(4);
    expect(arranged.actor.getSnapshot().value.delivery).toBe('idle');
    expect(arranged.clock.pendingTimers).toBe(0);
  });

  it('the user may write again while earlier replies are still appearing', async () => {
    const arranged = arrange();
    await receive(arranged, [replyTyping(1_000), replyTyping(1_000, { resposta: 'y'.repeat(20) })]);

    arranged.send('Mais uma pergunta');

    expect(arranged.sendMessage.calls).toHaveLength(2);
  });

  it('filters out replies without text or meant for another user or session', async () => {
    const arranged = arrange();

    await receive(arranged, [
      { resposta: '   ' },
      { resposta: 'Para outro usuário', user_id: 8 },
      { resposta: 'Para outra sessão', session_id: `${USER_ID}-1` },
      { resposta: 'Certo, com id numérico', user_id: USER_ID, session_id: SESSION_ID },
      { resposta: 'Certo, com id em texto', user_id: String(USER_ID) },
    ]);
    await arranged.clock.advance(2 * CHAT_REPLY_STAGGER_MS);

    expect(arranged.shown()).toEqual([
      'Oi, preciso de ajuda',
      'Certo, com id numérico',
      'Certo, com id em texto',
    ]);
  });

  it('shows nothing and no typing when no reply is accepted', async () => {
    const arranged = arrange();

    await receive(arranged, [{ resposta: 'Para outro usuário', user_id: 8 }]);

    expect(arranged.actor.getSnapshot().context.isTyping).toBe(false);
    expect(arranged.actor.getSnapshot().value.delivery).toBe('idle');
  });
});

describe('isAcceptedReply', () => {
  it('accepts a reply with text and no ids', () => {
    expect(isAcceptedReply({ resposta: 'Olá' }, USER_ID, SESSION_ID)).toBe(true);
  });
});

describe('supportChatMachine: a session restored after a reload', () => {
  it('shows the kept messages and goes on after them with new ids', () => {
    const kept: ChatMessage[] = [
      { id: `${SESSION_ID}-1`, content: 'Como conecto?', isUser: true, timestamp: STARTED_AT },
      { id: `${SESSION_ID}-2`, content: 'Em Conectar WhatsApp.', isUser: false, timestamp: STARTED_AT + 1 },
    ];
    const { actor, send, shown } = arrange(kept);
    expect(shown()).toEqual(['Como conecto?', 'Em Conectar WhatsApp.']);
    send('Obrigado');
    const { messages } = actor.getSnapshot().context;
    expect(shown()).toEqual(['Como conecto?', 'Em Conectar WhatsApp.', 'Obrigado']);
    expect(new Set(messages.map((m) => m.id)).size).toBe(3);
  });
});
