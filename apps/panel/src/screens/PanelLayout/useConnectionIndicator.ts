import type { Api } from '@agente/api';
import { connectionIndicatorMachine } from '@agente/machines';
import type { ConnectionIndicatorState } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';

/** The menu's messaging-app indicator; checks again when the account's number changes. */
export function useConnectionIndicator(api: Api, phone: string | null) {
  const logic = useMemo(
    () =>
      connectionIndicatorMachine.provide({
        actors: { checkConnection: fromPromise(() => api.connection.status()) },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic, { input: { phone } });
  const checkedPhone = useRef(phone);
  useEffect(() => {
    if (checkedPhone.current === phone) return;
    checkedPhone.current = phone;
    send({ type: 'connection.recheck', phone });
  }, [phone, send]);

  const state: ConnectionIndicatorState = snapshot.matches('connected')
    ? 'connected'
    : snapshot.matches('disconnected')
      ? 'disconnected'
      : 'checking';
  const recheck = useCallback(() => send({ type: 'connection.recheck' }), [send]);
  return { state, recheck };
}
