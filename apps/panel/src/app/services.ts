import { type Api, AUTH_TOKEN_KEY, createApi } from '@agente/api';

/** Where the bearer token of the session is kept (browser local storage 'auth_token'). */
export interface TokenStorage {
  read: () => string | null;
  write: (token: string) => void;
  remove: () => void;
}

/** Everything the screens reach outside React: the API, the token store and full-page navigation. */
export interface PanelServices {
  /** Calls carrying the stored token. */
  api: Api;
  /** Calls carrying the given token (token login checks a token before storing it). */
  apiWithToken: (token: string) => Api;
  tokenStorage: TokenStorage;
  /** Subscribes to "a call that carried a token answered 401"; returns the unsubscribe function. */
  onUnauthorized: (listener: () => void) => () => void;
  /** Leaves the panel app for the landing page at /, replacing the history entry. */
  leaveToLanding: () => void;
  /** Reloads the page (new-version banner). */
  reloadPage: () => void;
}

export interface ServicesOptions {
  baseUrl: string;
  tokenStorage: TokenStorage;
  leaveToLanding: () => void;
  reloadPage: () => void;
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
    tokenStorage: options.tokenStorage,
    onUnauthorized: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leaveToLanding: options.leaveToLanding,
    reloadPage: options.reloadPage,
  };
}

export function localStorageTokenStorage(storage: Storage): TokenStorage {
  return {
    read: () => storage.getItem(AUTH_TOKEN_KEY),
    write: (token) => storage.setItem(AUTH_TOKEN_KEY, token),
    remove: () => storage.removeItem(AUTH_TOKEN_KEY),
  };
}
