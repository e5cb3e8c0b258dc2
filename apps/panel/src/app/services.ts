import { type Api, AUTH_TOKEN_KEY, createApi, createMediaUploader, type UploadMedia } from '@agente/api';
import { type ChatMessage, SUPPORT_CHAT_FAILURES } from '@agente/machines';

/** Where the bearer token of the session is kept (browser local storage 'auth_token'). */
export interface TokenStorage {
  read: () => string | null;
  write: (token: string) => void;
  remove: () => void;
}

/**
 * When this browser session's support chat began: with the user id it makes the chat session id, kept
 * for the browser session, so a reload continues the same conversation on the support side.
 */
export interface ChatSessionStore {
  read: () => number | null;
  write: (startedAt: number) => void;
  /** The messages shown in the chat session `sessionId`, restored after a reload ([] when none). */
  readMessages: (sessionId: string) => ChatMessage[];
  writeMessages: (sessionId: string, messages: readonly ChatMessage[]) => void;
}

/** Everything the screens reach outside React: the API, the token store and full-page navigation. */
export interface PanelServices {
  /** Calls carrying the stored token. */
  api: Api;
  /** Calls carrying the given token (token login checks a token before storing it). */
  apiWithToken: (token: string) => Api;
  /** The media upload with progress, carrying the stored token; a 401 ends the session like any call. */
  uploadMedia: UploadMedia;
  tokenStorage: TokenStorage;
  /** Subscribes to "a call that carried a token answered 401"; returns the unsubscribe function. */
  onUnauthorized: (listener: () => void) => () => void;
  /** Leaves the panel app for the landing page at /, replacing the history entry. */
  leaveToLanding: () => void;
  /** Reloads the page (new-version banner). */
  reloadPage: () => void;
  chatSession: ChatSessionStore;
}

export interface ServicesOptions {
  baseUrl: string;
  tokenStorage: TokenStorage;
  leaveToLanding: () => void;
  reloadPage: () => void;
  /** The browser's sessionStorage in the app; kept in memory when absent (tests). */
  chatSession?: ChatSessionStore;
  fetch?: typeof globalThis.fetch;
}

export function createServices(options: ServicesOptions): PanelServices {
  const listeners = new Set<() => void>();
  const onUnauthorized = () => {
    for (const listener of listeners) listener();
  };
  const build = (getToken: () => string | null) =>
    createApi({
      baseUrl: options.baseUrl,
      getToken,
      onUnauthorized,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  return {
    api: build(options.tokenStorage.read),
    apiWithToken: (token) => build(() => token),
    uploadMedia: createMediaUploader({
      baseUrl: options.baseUrl,
      getToken: options.tokenStorage.read,
      onUnauthorized,
    }),
    tokenStorage: options.tokenStorage,
    onUnauthorized: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leaveToLanding: options.leaveToLanding,
    reloadPage: options.reloadPage,
    chatSession: options.chatSession ?? memoryChatSessionStore(),
  };
}

export function localStorageTokenStorage(storage: Storage): TokenStorage {
  return {
    read: () => storage.getItem(AUTH_TOKEN_KEY),
    write: (token) => storage.setItem(AUTH_TOKEN_KEY, token),
    remove: () => storage.removeItem(AUTH_TOKEN_KEY),
  };
}

/** Key of the chat session start in sessionStorage. */
const CHAT_SESSION_KEY = 'support_chat_started_at';
/** Key of the shown messages in sessionStorage, with the chat session they belong to. */
const CHAT_MESSAGES_KEY = 'support_chat_messages';

const isChatMessage = (value: unknown): value is ChatMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.content === 'string' &&
    typeof m.isUser === 'boolean' &&
    typeof m.timestamp === 'number' &&
    (m.failure === undefined || SUPPORT_CHAT_FAILURES.some((failure) => failure === m.failure))
  );
};

/** The kept messages when they belong to `sessionId` (another account may have chatted in this tab before). */
function parseKeptMessages(text: string | null, sessionId: string): ChatMessage[] {
  if (!text) return [];
  try {
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== 'object' || kept === null) return [];
    const { sessionId: keptSession, messages } = kept as { sessionId?: unknown; messages?: unknown };
    if (keptSession !== sessionId || !Array.isArray(messages)) return [];
    return messages.filter(isChatMessage);
  } catch {
    return [];
  }
}

export function sessionStorageChatSession(storage: Storage): ChatSessionStore {
  return {
    read: () => {
      const value = Number(storage.getItem(CHAT_SESSION_KEY));
      return Number.isSafeInteger(value) && value > 0 ? value : null;
    },
    write: (startedAt) => storage.setItem(CHAT_SESSION_KEY, String(startedAt)),
    readMessages: (sessionId) => parseKeptMessages(storage.getItem(CHAT_MESSAGES_KEY), sessionId),
    writeMessages: (sessionId, messages) =>
      storage.setItem(CHAT_MESSAGES_KEY, JSON.stringify({ sessionId, messages })),
  };
}

function memoryChatSessionStore(): ChatSessionStore {
  let startedAt: number | null = null;
  let kept: { sessionId: string; messages: ChatMessage[] } | null = null;
  return {
    read: () => startedAt,
    write: (value) => {
      startedAt = value;
    },
    readMessages: (sessionId) => (kept?.sessionId === sessionId ? kept.messages : []),
    writeMessages: (sessionId, messages) => {
      kept = { sessionId, messages: [...messages] };
    },
  };
}
