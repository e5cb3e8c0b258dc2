import { type Api, AUTH_TOKEN_KEY, createApi, createMediaUploader, type UploadMedia } from '@agente/api';
import { type ChatMessage, SUPPORT_CHAT_FAILURES } from '@agente/machines';

/**
 * Where the bearer token of the session is kept: browser local storage 'auth_token', or, in a tab the
 * administrator opened on a customer's panel, that tab's own session storage.
 */
export interface TokenStorage {
  read: () => string | null;
  write: (token: string) => void;
  remove: () => void;
  /** This tab shows a customer's panel to the administrator (its session came from an access link). */
  isCustomerView?: () => boolean;
}

/** A browser tab opened by the panel, its address given once known (after the call that makes it). */
export interface OpenedTab {
  go: (url: string) => void;
  close: () => void;
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
  /**
   * Opens a new tab at once (inside the click, so no pop-up blocker stops it) and leaves it blank until `go`;
   * null when the browser refused to open one.
   */
  openTab: () => OpenedTab | null;
  /** Loads a panel address as a new page (the session is read again from the browser's storage). */
  loadPage: (path: string) => void;
}

export interface ServicesOptions {
  baseUrl: string;
  tokenStorage: TokenStorage;
  leaveToLanding: () => void;
  reloadPage: () => void;
  /** The browser's sessionStorage in the app; kept in memory when absent (tests). */
  chatSession?: ChatSessionStore;
  fetch?: typeof globalThis.fetch;
  openTab?: () => OpenedTab | null;
  loadPage?: (path: string) => void;
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
    openTab: options.openTab ?? (() => null),
    loadPage: options.loadPage ?? (() => undefined),
  };
}

export function localStorageTokenStorage(storage: Storage): TokenStorage {
  return {
    read: () => storage.getItem(AUTH_TOKEN_KEY),
    write: (token) => storage.setItem(AUTH_TOKEN_KEY, token),
    remove: () => storage.removeItem(AUTH_TOKEN_KEY),
    isCustomerView: () => false,
  };
}

/** Marks, in the tab's session storage, a tab opened on an access link: it keeps its own session. */
const CUSTOMER_VIEW_KEY = 'painel_cliente';
/** The customer-view session's token, in that tab's session storage only. */
const CUSTOMER_VIEW_TOKEN_KEY = 'painel_cliente_token';

/**
 * The browser's token store. A tab opened on the administrator's access link (/login?token=…) keeps the session it
 * gets in its own session storage: the administrator's session in local storage, and every other tab, stay as they
 * are, and closing the tab ends the view. Leaving that session (logout, expiry) turns the tab back into an ordinary
 * one, which reads local storage again.
 */
export function browserTokenStorage(
  local: Storage,
  session: Storage,
  location: { pathname: string; search: string },
): TokenStorage {
  const own = localStorageTokenStorage(local);
  if (location.pathname === '/login' && new URLSearchParams(location.search).has('token')) {
    // A new link starts a new view, even in a tab that was showing another customer.
    session.setItem(CUSTOMER_VIEW_KEY, '1');
    session.removeItem(CUSTOMER_VIEW_TOKEN_KEY);
  }
  const isCustomerView = () => session.getItem(CUSTOMER_VIEW_KEY) === '1';
  return {
    read: () => (isCustomerView() ? session.getItem(CUSTOMER_VIEW_TOKEN_KEY) : own.read()),
    write: (token) => (isCustomerView() ? session.setItem(CUSTOMER_VIEW_TOKEN_KEY, token) : own.write(token)),
    remove: () => {
      if (!isCustomerView()) return own.remove();
      session.removeItem(CUSTOMER_VIEW_TOKEN_KEY);
      session.removeItem(CUSTOMER_VIEW_KEY);
    },
    isCustomerView,
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
