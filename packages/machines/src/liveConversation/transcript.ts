import type { ConversationMessage, ConversationPage, ConversationTurnLine } from '@agente/api';

/** What the open conversation shows: every message loaded so far, in order, and the turns without a reply. */
export interface Transcript {
  messages: ConversationMessage[];
  turns: ConversationTurnLine[];
  /** Asks for the page before the oldest message loaded; null when the start of the conversation is shown. */
  olderCursor: string | null;
}

export const EMPTY_TRANSCRIPT: Transcript = { messages: [], turns: [], olderCursor: null };

function mergeById<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  // A message seen again carries its newer delivery state.
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Folds the newest page into what is shown. When it does not reach back to the newest message already shown
 * (more arrived between two polls than a page holds), the messages in between were never loaded: the newest page
 * replaces the transcript, and the older ones load on demand again.
 */
export function withNewestPage(transcript: Transcript, page: ConversationPage): Transcript {
  const newestShown = transcript.messages.at(-1)?.id ?? 0;
  const oldestIncoming = page.mensagens[0]?.id ?? Number.POSITIVE_INFINITY;
  const gap = transcript.messages.length > 0 && page.cursor !== null && oldestIncoming > newestShown;
  if (transcript.messages.length === 0 || gap) {
    return { messages: [...page.mensagens], turns: [...page.turnos], olderCursor: page.cursor };
  }
  return {
    messages: mergeById(transcript.messages, page.mensagens),
    turns: mergeById(transcript.turns, page.turnos),
    olderCursor: transcript.olderCursor,
  };
}

/** Adds an older page in front of what is shown. */
export function withOlderPage(transcript: Transcript, page: ConversationPage): Transcript {
  return {
    messages: mergeById(transcript.messages, page.mensagens),
    turns: mergeById(transcript.turns, page.turnos),
    olderCursor: page.cursor,
  };
}

/** A message just sent from the panel, shown before the next poll brings it back. */
export function withMessage(transcript: Transcript, message: ConversationMessage): Transcript {
  return { ...transcript, messages: mergeById(transcript.messages, [message]) };
}
