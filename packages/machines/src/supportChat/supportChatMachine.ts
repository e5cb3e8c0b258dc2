import type { SupportReply } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import {
  CHAT_REPLY_STAGGER_MS,
  CHAT_TIMEOUT_MS,
  TYPING_MAX_MS,
  TYPING_MIN_MS,
  TYPING_MS_PER_CHAR,
} from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';
import type { ChatFontSize, ChatMessage, SupportChatFailureCode } from './chatMessage.ts';

export interface SupportChatInput {
  userId: number;
  /** When the browser session began (kept by the caller for the browser session); part of the chat session id. */
  sessionStartedAt: number;
  /** Clock for message times; Date.now by default. */
  now?: () => number;
  /**
   * The messages this chat session already showed (kept by the caller across a reload): the same server-side
   * session goes on, so the user must see what was said in it.
   */
  history?: readonly ChatMessage[];
}

export interface SupportChatContext {
  sessionId: string;
  userId: number;
  fontSize: ChatFontSize;
  /** The text being typed. */
  draft: string;
  messages: ChatMessage[];
  /** 'digitando...' is shown. */
  isTyping: boolean;
  /** Accepted replies not shown yet, in order. */
  pendingReplies: SupportReply[];
  /** Number of messages created so far; makes message ids unique. */
  messageCount: number;
  /**
   * The automation could not help (it handed the question to the support team, or it failed or timed out): the
   * chat offers to talk to a person from then on.
   */
  offersPerson: boolean;
  now: () => number;
}

export type SupportChatEvent =
  | { type: 'user.open' }
  | { type: 'user.close' }
  | { type: 'user.minimise' }
  | { type: 'user.expand' }
  | { type: 'user.setFontSize'; size: ChatFontSize }
  | { type: 'user.type'; text: string }
  | { type: 'user.send' };

/** POST /api/suporte/chat payload (the server adds the user's id, name and phone). */
export interface SupportMessageInput {
  message: string;
  session_id: string;
  timestamp: string;
}

/** The chat session id: the user id and the time the browser session began. */
export const buildChatSessionId = (userId: number, sessionStartedAt: number): string =>
  `${userId}-${sessionStartedAt}`;

/** How long 'digitando...' shows before a reply: 50 ms per character, between 1 and 3 s. */
export const typingDurationMs = (text: string): number =>
  Math.min(TYPING_MAX_MS, Math.max(TYPING_MIN_MS, text.length * TYPING_MS_PER_CHAR));

/** A reply needs text, and ids that, when present, are this user's and this session's. */
export function isAcceptedReply(reply: SupportReply, userId: number, sessionId: string): boolean {
  if (typeof reply.resposta !== 'string' || reply.resposta.trim() === '') return false;
  if (reply.user_id !== undefined && String(reply.user_id) !== String(userId)) return false;
  if (reply.session_id !== undefined && reply.session_id !== sessionId) return false;
  return true;
}

type NewMessage = Pick<ChatMessage, 'content' | 'isUser' | 'failure'>;

const appendMessage = (context: SupportChatContext, message: NewMessage) => ({
  messages: [
    ...context.messages,
    { id: `${context.sessionId}-${context.messageCount + 1}`, ...message, timestamp: context.now() },
  ],
  messageCount: context.messageCount + 1,
});

const failureMessage = (failure: SupportChatFailureCode): NewMessage => ({
  content: '',
  isUser: false,
  failure,
});

export const supportChatMachine = setup({
  types: {
    input: {} as SupportChatInput,
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
  },
  actors: {
    /** POST /api/suporte/chat; answers the replies. Must honour the abort signal (timeout, machine stopped). */
    sendMessage: fromPromise<SupportReply[], SupportMessageInput>(notProvidedActor('sendMessage')),
  },
  guards: {
    hasDraft: ({ context }) => context.draft.trim() !== '',
    hasPendingReplies: ({ context }) => context.pendingReplies.length > 0,
  },
  delays: {
    CHAT_TIMEOUT: CHAT_TIMEOUT_MS,
    CHAT_REPLY_STAGGER: CHAT_REPLY_STAGGER_MS,
    TYPING: ({ context }) => typingDurationMs(context.pendingReplies[0]?.resposta ?? ''),
  },
}).createMachine({
  id: 'supportChat',
  type: 'parallel',
  context: ({ input }) => ({
    sessionId: buildChatSessionId(input.userId, input.sessionStartedAt),
    userId: input.userId,
    fontSize: 'medium',
    draft: '',
    messages: [...(input.history ?? [])],
    isTyping: false,
    pendingReplies: [],
    messageCount: input.history?.length ?? 0,
    offersPerson: false,
    now: input.now ?? Date.now,
  }),
  on: {
    'user.setFontSize': { actions: assign({ fontSize: ({ event }) => event.size }) },
    'user.type': { actions: assign({ draft: ({ event }) => event.text }) },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: { on: { 'user.open': 'open' } },
        open: {
          initial: 'expanded',
          on: { 'user.close': 'closed' },
          states: {
            expanded: { on: { 'user.minimise': 'minimised' } },
            minimised: { on: { 'user.expand': 'expanded' } },
          },
        },
      },
    },
    request: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.send': {
              guard: 'hasDraft',
              target: 'sending',
              actions: assign(({ context }) => ({
                ...appendMessage(context, { content: context.draft.trim(), isUser: true }),
                draft: '',
              })),
            },
          },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              message: context.messages.at(-1)?.content ?? '',
              session_id: context.sessionId,
              timestamp: new Date(context.now()).toISOString(),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                pendingReplies: ({ context, event }) => [
                  ...context.pendingReplies,
                  ...event.output.filter((reply) =>
                    isAcceptedReply(reply, context.userId, context.sessionId),
                  ),
                ],
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({
                ...appendMessage(context, failureMessage('requestFailed')),
                offersPerson: true,
              })),
            },
          },
          // Leaving the state stops the request: its abort signal fires.
          after: {
            CHAT_TIMEOUT: {
              target: 'idle',
              actions: assign(({ context }) => ({
                ...appendMessage(context, failureMessage('timedOut')),
                offersPerson: true,
              })),
            },
          },
        },
      },
    },
    delivery: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasPendingReplies', target: 'delivering' },
        },
        // Entered again every 4 s while replies remain: each reply starts 4 s after the previous one.
        delivering: {
          initial: 'typing',
          after: { CHAT_REPLY_STAGGER: { target: 'delivering', reenter: true } },
          states: {
            typing: {
              entry: assign({ isTyping: true }),
              exit: assign({ isTyping: false }),
              after: {
                TYPING: {
                  target: 'shown',
                  actions: assign(({ context }) => {
                    const [reply, ...rest] = context.pendingReplies;
                    return {
                      ...appendMessage(context, { content: reply?.resposta ?? '', isUser: false }),
                      pendingReplies: rest,
                      // Offered once the hand-off reply shows, not before it.
                      offersPerson: context.offersPerson || reply?.encaminhado_humano === true,
                    };
                  }),
                },
              },
            },
            shown: {
              always: {
                guard: ({ context }) => context.pendingReplies.length === 0,
                target: '#supportChat.delivery.idle',
              },
            },
          },
        },
      },
    },
  },
});
