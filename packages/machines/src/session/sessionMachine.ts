import type { components, LoginResponse, User } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { type MachineMessage, withServerMessage } from '../errors.ts';
import { notProvided, notProvidedActor } from '../notProvided.ts';

/** Why the login screen has something to say: login failed, the access link is malformed or refused, a 401. */
export type SessionErrorCode = 'loginFailed' | 'tokenInvalid' | 'tokenInvalidOrExpired' | 'sessionExpired';

export interface SessionContext {
  user: User | null;
  /** The token of the current session (also kept in local storage by the injected storage actions). */
  token: string | null;
  /** The server said the password used at login is a temporary one: the panel is blocked until it changes. */
  mustChangePassword: boolean;
  /** The temporary password typed at login, sent as current_password by the forced change (null after a reload). */
  defaultPassword: string | null;
  /** Message for the login screen (login failure, bad token link, expired session). */
  error: MachineMessage<SessionErrorCode> | null;
  /** Credentials of the login in flight; cleared as soon as the server answers. */
  pendingLogin: LoginInput | null;
  /** The administrator's access link (/login?token=…) waiting to be used; null once used, refused or declined. */
  linkToken: string | null;
  /** Whose panel the waiting link opens, asked before a session open in this browser is replaced. */
  linkAccountName: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  /** /login?token=… (the administrator's access link); null when the query string has no token. */
  | { type: 'session.tokenLogin'; token: string | null }
  /** "Entrar como {nome}?" answered: replace the open session with the link's account… */
  | { type: 'session.linkConfirmed' }
  /** …or keep it and leave the link unused. */
  | { type: 'session.linkDeclined' }
  | { type: 'session.logout' }
  /** Any call answered 401 while logged in. */
  | { type: 'session.expired' }
  /** PUT /api/auth/me answered with the saved user. */
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.passwordChanged' };

export interface LoginInput {
  email: string;
  senha: string;
}

// A bearer token is a b64token (RFC 6750 §2.1); anything else in the link was cut or tampered with.
const BEARER_TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** Missing, blank or not a bearer token: rejected before asking the server. */
export const isWellFormedToken = (token: string | null): token is string =>
  token !== null && BEARER_TOKEN_PATTERN.test(token.trim());

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads local storage 'auth_token' (null when absent). */
    readStoredToken: fromPromise<string | null>(notProvidedActor('readStoredToken')),
    /** GET /api/auth/me with the given bearer token. */
    fetchCurrentUser: fromPromise<User, { token: string }>(notProvidedActor('fetchCurrentUser')),
    /** POST /api/auth/login. */
    login: fromPromise<LoginResponse, LoginInput>(notProvidedActor('login')),
    /** POST /api/auth/logout (revokes the token on the server). */
    logout: fromPromise<components['schemas']['Message']>(notProvidedActor('logout')),
    /** POST /api/auth/link-de-acesso/conta: whose panel the link opens (the link stays unused). */
    readAccessLink: fromPromise<string, { token: string }>(notProvidedActor('readAccessLink')),
    /** POST /api/auth/link-de-acesso: the link exchanged for a session (it never works again). */
    exchangeAccessLink: fromPromise<LoginResponse, { token: string }>(notProvidedActor('exchangeAccessLink')),
  },
  guards: {
    hasLink: ({ context }) => context.linkToken !== null,
  },
  actions: {
    /** Writes local storage 'auth_token'. */
    storeToken: notProvided<{ token: string }>('storeToken'),
    /** Removes local storage 'auth_token'. */
    removeToken: notProvided('removeToken'),
    signOut: assign({ user: null, token: null, mustChangePassword: false, defaultPassword: null }),
    dropLink: assign({ linkToken: null, linkAccountName: null }),
  },
}).createMachine({
  id: 'session',
  context: {
    user: null,
    token: null,
    mustChangePassword: false,
    defaultPassword: null,
    error: null,
    pendingLogin: null,
    linkToken: null,
    linkAccountName: null,
  },
  initial: 'booting',
  on: {
    // Kept in any state: once the stored session is known (or not), anonymous uses the link at once and
    // authenticated asks first (their `always` transitions).
    'session.tokenLogin': [
      {
        guard: ({ event }) => isWellFormedToken(event.token),
        actions: assign({ error: null, linkToken: ({ event }) => event.token?.trim() ?? null }),
      },
      { actions: assign({ error: { code: 'tokenInvalid' } }) },
    ],
  },
  states: {
    booting: {
      invoke: {
        src: 'readStoredToken',
        onDone: [
          {
            guard: ({ event }) => event.output !== null && event.output !== '',
            target: 'checkingSession',
            actions: assign({ token: ({ event }) => event.output }),
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    checkingSession: {
      invoke: {
        src: 'fetchCurrentUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'authenticated',
          // A user still on a temporary password stays blocked after a reload. The password typed at
          // login is gone by then, so the forced change asks for it (defaultPassword null).
          actions: assign({
            user: ({ event }) => event.output,
            mustChangePassword: ({ event }) => event.output.must_change_password,
            defaultPassword: null,
          }),
        },
        // The failure is not shown; the stored token is dropped and the user stays logged out.
        onError: { target: 'anonymous', actions: ['removeToken', 'signOut'] },
      },
    },
    anonymous: {
      always: { guard: 'hasLink', target: 'usingLink' },
      on: {
        'session.login': {
          target: 'loggingIn',
          actions: assign({
            error: null,
            pendingLogin: ({ event }) => ({ email: event.email, senha: event.password }),
          }),
        },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => context.pendingLogin ?? { email: '', senha: '' },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            assign(({ context, event }) => ({
              user: event.output.user,
              token: event.output.token,
              mustChangePassword: event.output.must_change_password,
              defaultPassword: event.output.must_change_password
                ? (context.pendingLogin?.senha ?? null)
                : null,
              pendingLogin: null,
            })),
          ],
        },
        onError: {
          target: 'anonymous',
          actions: assign({
            error: ({ event }) => withServerMessage(event.error, 'loginFailed'),
            pendingLogin: null,
          }),
        },
      },
    },
    usingLink: {
      invoke: {
        src: 'exchangeAccessLink',
        input: ({ context }) => ({ token: context.linkToken ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            'dropLink',
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            // Opening a client's panel never forces the administrator through the client's password change.
            assign({
              user: ({ event }) => event.output.user,
              token: ({ event }) => event.output.token,
              mustChangePassword: false,
              defaultPassword: null,
            }),
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            'dropLink',
            'removeToken',
            'signOut',
            assign({ error: { code: 'tokenInvalidOrExpired' } }),
          ],
        },
      },
    },
    // A session is open in this browser: the link replaces it only if the person says so.
    readingLink: {
      invoke: {
        src: 'readAccessLink',
        input: ({ context }) => ({ token: context.linkToken ?? '' }),
        onDone: {
          target: 'askingToReplace',
          actions: assign({ linkAccountName: ({ event }) => event.output }),
        },
        // A link that does not work changes nothing: the open session goes on.
        onError: { target: 'authenticated', actions: 'dropLink' },
      },
    },
    askingToReplace: {
      on: {
        'session.linkConfirmed': { target: 'endingForLink' },
        'session.linkDeclined': { target: 'authenticated', actions: 'dropLink' },
      },
    },
    // The replaced session is revoked on the server, as a logout would, before the link is used.
    endingForLink: {
      invoke: {
        src: 'logout',
        onDone: { target: 'anonymous', actions: ['removeToken', 'signOut'] },
        onError: { target: 'anonymous', actions: ['removeToken', 'signOut'] },
      },
    },
    authenticated: {
      always: { guard: 'hasLink', target: 'readingLink' },
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': {
          target: 'anonymous',
          actions: ['removeToken', 'signOut', assign({ error: { code: 'sessionExpired' } })],
        },
        'session.userUpdated': { actions: assign({ user: ({ event }) => event.user }) },
        'session.passwordChanged': { actions: assign({ mustChangePassword: false, defaultPassword: null }) },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // The local session ends whether or not the server could revoke the token.
        onDone: { target: 'anonymous', actions: ['removeToken', 'signOut'] },
        onError: { target: 'anonymous', actions: ['removeToken', 'signOut'] },
      },
    },
  },
});
