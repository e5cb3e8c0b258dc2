// The support chat's messages as stored and shown, apart from its machine: the panel's start-up code restores a
// kept conversation with them without loading the machine.

export const CHAT_FONT_SIZES = ['small', 'medium', 'large'] as const;
export type ChatFontSize = (typeof CHAT_FONT_SIZES)[number];

/** Why the chat gave up on a question: the request failed, or no answer came in time. */
export const SUPPORT_CHAT_FAILURES = ['requestFailed', 'timedOut'] as const;
export type SupportChatFailureCode = (typeof SUPPORT_CHAT_FAILURES)[number];

export interface ChatMessage {
  id: string;
  /** What was said; empty for a failure, which the screen words from its code. */
  content: string;
  isUser: boolean;
  /** Set on the chat's own message when a question got no answer. */
  failure?: SupportChatFailureCode;
  /** Epoch milliseconds. */
  timestamp: number;
}

/** The messages as shown: each failure worded by the screen's texts. */
export const wordChatFailures = (
  messages: readonly ChatMessage[],
  words: Readonly<Record<SupportChatFailureCode, string>>,
): ChatMessage[] =>
  messages.map((message) => (message.failure ? { ...message, content: words[message.failure] } : message));
