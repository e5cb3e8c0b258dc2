import type { Api } from '@agente/api';
import { buildChatSessionId, supportChatMachine, wordChatFailures } from '@agente/machines';
import type { ChatWidgetProps } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ChatSessionStore } from '../../app/services.ts';
import { PANEL_LAYOUT_COPY } from './panelLayout.copy.ts';

export type SupportChatState = Omit<ChatWidgetProps, 'labels'>;

/** When this browser session's chat began, kept for the whole browser session. */
function chatSessionStart(store: ChatSessionStore): number {
  const kept = store.read();
  if (kept !== null) return kept;
  const startedAt = Date.now();
  store.write(startedAt);
  return startedAt;
}

/**
 * The support chat over POST /api/suporte/chat, as the ChatWidget's props. `personUrl` is the support team's
 * WhatsApp (the site configuration's), offered once the automation could not help; null when not configured.
 */
export function useSupportChat(
  api: Api,
  userId: number,
  store: ChatSessionStore,
  personUrl: string | null,
): SupportChatState {
  const [sessionStartedAt] = useState(() => chatSessionStart(store));
  const logic = useMemo(
    () =>
      supportChatMachine.provide({
        // The machine aborts the signal when it gives up (60 s) or stops: the request is cancelled with it.
        actors: { sendMessage: fromPromise(({ input, signal }) => api.support.send(input, signal)) },
      }),
    [api],
  );
  // The server keeps the session going across a reload, so the window shows what was said in it.
  const [history] = useState(() => store.readMessages(buildChatSessionId(userId, sessionStartedAt)));
  const [snapshot, send] = useMachine(logic, { input: { userId, sessionStartedAt, history } });
  const { messages, isTyping, fontSize, draft, sessionId, offersPerson } = snapshot.context;
  useEffect(() => {
    if (messages.length > 0) store.writeMessages(sessionId, messages);
  }, [store, sessionId, messages]);
  return {
    isOpen: snapshot.matches({ window: 'open' }),
    isMinimised: snapshot.matches({ window: { open: 'minimised' } }),
    fontSize,
    messages: wordChatFailures(messages, PANEL_LAYOUT_COPY.chat.failures),
    isTyping,
    isSending: snapshot.matches({ request: 'sending' }),
    draft,
    personUrl: offersPerson ? personUrl : null,
    onOpen: () => send({ type: 'user.open' }),
    onClose: () => send({ type: 'user.close' }),
    onMinimise: () => send({ type: 'user.minimise' }),
    onExpand: () => send({ type: 'user.expand' }),
    onFontSizeChange: (size) => send({ type: 'user.setFontSize', size }),
    onDraftChange: (text) => send({ type: 'user.type', text }),
    onSend: () => send({ type: 'user.send' }),
  };
}
