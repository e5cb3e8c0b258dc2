import { type Api, AUTH_TOKEN_KEY, createApi, createMediaUploader, type UploadMedia } from '@agente/api';

/** Where the bearer token of the session is kept (browser local storage 'auth_token'). */
export interface TokenStorage {
  read: () => string | null;
  write: (token: string) => void;
  remove: () => void;
}

/**
 * When this browser session's support chat began: with the user id it makes the chat session id, kept
 * for the browser session (spec 1 §3), so a reload continues the same conversation on the support side.
 */
export interface ChatSessionStore {
  read: () => number | null;
  write: (startedAt: number) => void;
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

export function sessionStorageChatSession(storage: Storage): ChatSessionStore {
  return {
    read: () => {
      const value = Number(storage.getItem(CHAT_SESSION_KEY));
      return Number.isSafeInteger(value) && value > 0 ? value : null;
    },
    write: (startedAt) => storage.setItem(CHAT_SESSION_KEY, String(startedAt)),
  };
}

function memoryChatSessionStore(): ChatSessionStore {
  let startedAt: number | null = null;
  return {
    read: () => startedAt,
    write: (value) => {
      startedAt = value;
    },
  };
}
