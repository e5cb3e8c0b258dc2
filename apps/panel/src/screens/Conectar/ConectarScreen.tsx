import type { User } from '@agente/api';
import { qrConnectionMachine } from '@agente/machines';
import { formatPhoneBr } from '@agente/rules';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { usePanelStatus } from '../../app/panelStatus.tsx';
import { useServices } from '../../app/ServicesContext.tsx';
import { useSession, useSessionActor } from '../../app/session.tsx';
import { ConectarView, type ConectarViewProps } from './ConectarView.tsx';
import { EMPTY_CLOUD_FORM } from './cloudForm.ts';
import { connectionViewState } from './connectionSnapshot.ts';
import { type CloudConnectionProps, useCloudConnection } from './useCloudConnection.ts';

const ignore = () => undefined;

/** The page before the machine runs: no token stored ('Não autorizado') or the session still loading. */
const waitingView = (phase: 'unauthorized' | 'checking'): ConectarViewProps => ({
  phase,
  registeredPhone: null,
  phone: '',
  phoneError: null,
  isStarting: false,
  qr: null,
  notice: null,
  isConfirmingDisconnect: false,
  isDisconnecting: false,
  isReloading: false,
  onPhoneChange: ignore,
  onConnect: ignore,
  onStop: ignore,
  onDisconnect: ignore,
  onConfirmDisconnect: ignore,
  onCancelDisconnect: ignore,
  method: null,
  cloud: {
    values: EMPTY_CLOUD_FORM,
    errors: {},
    formError: null,
    isSubmitting: false,
    onChange: ignore,
    onSubmit: ignore,
  },
  cloudConnection: null,
});

/** /panel/conectar-agente — connect the number by QR code or the official API (docs/connection.md). */
export default function ConectarScreen() {
  const { tokenStorage } = useServices();
  const { user } = useSession();
  if (!tokenStorage.read()) return <ConectarView {...waitingView('unauthorized')} />;
  if (!user) return <ConectarView {...waitingView('checking')} />;
  return <ConnectionChoice user={user} />;
}

/**
 * The official API's form beside the QR code's machine. Once Meta accepts the ids and the token the machine starts
 * again (a new key), so it reads the connection as any page opening does.
 */
function ConnectionChoice({ user }: { user: User }) {
  const { recheckConnection } = usePanelStatus();
  const [generation, setGeneration] = useState(0);
  const { reload, ...cloud } = useCloudConnection(() => {
    setGeneration((count) => count + 1);
    recheckConnection();
  });
  return <ConnectionFlow key={generation} user={user} cloud={cloud} onDisconnected={reload} />;
}

/** Runs the qrConnection machine with the API calls, the session and the page reload as its effects. */
function ConnectionFlow({
  user,
  cloud,
  onDisconnected,
}: {
  user: User;
  cloud: CloudConnectionProps;
  onDisconnected: () => void;
}) {
  const { api, reloadPage } = useServices();
  const { recheckConnection } = usePanelStatus();
  const session = useSessionActor();
  // Saving the phone sends the account's current name and e-mail with it (PUT /api/auth/me).
  const currentUser = useRef(user);
  useEffect(() => {
    currentUser.current = user;
  }, [user]);

  const [logic] = useState(() =>
    qrConnectionMachine.provide({
      actors: {
        checkStatus: fromPromise(() => api.connection.status()),
        savePhone: fromPromise(({ input }) =>
          api.auth.updateMe({
            name: currentUser.current.name,
            email: currentUser.current.email,
            user_phone: input.user_phone,
          }),
        ),
        createConnection: fromPromise(() => api.connection.create()),
        disconnect: fromPromise(() => api.connection.remove()),
      },
      actions: {
        phoneSaved: (_, { user: saved }) => session.send({ type: 'session.userUpdated', user: saved }),
        reload: () => reloadPage(),
        deviceDisconnected: () => {
          recheckConnection();
          onDisconnected();
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { phone: user.user_phone } });

  return (
    <ConectarView
      {...cloud}
      {...connectionViewState(snapshot)}
      registeredPhone={user.user_phone ? formatPhoneBr(user.user_phone) : null}
      onPhoneChange={(value) => send({ type: 'user.changePhone', value })}
      onConnect={() => send({ type: 'user.connect' })}
      onStop={() => send({ type: 'user.stopPolling' })}
      onDisconnect={() => send({ type: 'user.disconnect' })}
      onConfirmDisconnect={() => send({ type: 'user.confirmDisconnect' })}
      onCancelDisconnect={() => send({ type: 'user.cancelDisconnect' })}
    />
  );
}
