import type { User } from '@agente/api';
import { type MachineMessage, type SessionErrorCode, sessionMachine } from '@agente/machines';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from './ServicesContext.tsx';

const SessionActor = createActorContext(sessionMachine);

/** Runs the session machine for the whole app, with the browser's token store and the API as its actors. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { api, apiWithToken, tokenStorage } = useServices();
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          readStoredToken: fromPromise(async () => tokenStorage.read()),
          fetchCurrentUser: fromPromise(({ input }) => apiWithToken(input.token).auth.me()),
          login: fromPromise(({ input }) => api.auth.login(input)),
          logout: fromPromise(() => api.auth.logout()),
          readAccessLink: fromPromise(({ input }) => api.auth.readAccessLink(input.token)),
          exchangeAccessLink: fromPromise(({ input }) => api.auth.exchangeAccessLink(input.token)),
        },
        actions: {
          storeToken: (_, params) => tokenStorage.write(params.token),
          removeToken: () => tokenStorage.remove(),
        },
      }),
    [api, apiWithToken, tokenStorage],
  );
  return (
    <SessionActor.Provider logic={logic}>
      <ExpiredSessionBridge />
      {children}
    </SessionActor.Provider>
  );
}

/** A call that carried a token answered 401: the session is over. */
function ExpiredSessionBridge() {
  const { onUnauthorized } = useServices();
  const actor = SessionActor.useActorRef();
  useEffect(() => onUnauthorized(() => actor.send({ type: 'session.expired' })), [onUnauthorized, actor]);
  return null;
}

export type SessionStatus =
  | 'checking'
  | 'anonymous'
  | 'loggingIn'
  | 'authenticated'
  | 'loggingOut'
  /** An access link arrived while a session is open: "Entrar como {nome}?" waits for an answer. */
  | 'confirmingLink';

export interface SessionView {
  status: SessionStatus;
  user: User | null;
  mustChangePassword: boolean;
  defaultPassword: string | null;
  /** Message for the login screen (failed login, bad token link, expired session); the screen words it. */
  error: MachineMessage<SessionErrorCode> | null;
  /** Whose panel the waiting access link opens (set while confirmingLink). */
  linkAccountName: string | null;
}

/** The session as the screens read it. */
export function useSession(): SessionView {
  const status = SessionActor.useSelector((s): SessionStatus => {
    if (s.matches('authenticated')) return 'authenticated';
    if (s.matches('anonymous')) return 'anonymous';
    if (s.matches('loggingIn')) return 'loggingIn';
    if (s.matches('loggingOut')) return 'loggingOut';
    if (s.matches('askingToReplace')) return 'confirmingLink';
    return 'checking';
  });
  const user = SessionActor.useSelector((s) => s.context.user);
  const mustChangePassword = SessionActor.useSelector((s) => s.context.mustChangePassword);
  const defaultPassword = SessionActor.useSelector((s) => s.context.defaultPassword);
  const error = SessionActor.useSelector((s) => s.context.error);
  const linkAccountName = SessionActor.useSelector((s) => s.context.linkAccountName);
  return { status, user, mustChangePassword, defaultPassword, error, linkAccountName };
}

/** Sends events to the session (login, access link and its answer, logout, user updated, password changed). */
export const useSessionActor = SessionActor.useActorRef;
