import type { Api } from '@agente/api';
import { versionCheckMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';

/** The new-version notice: /version.json compared with the one first loaded. */
export function useVersionCheck(api: Api, reloadPage: () => void) {
  const logic = useMemo(
    () =>
      versionCheckMachine.provide({
        actors: { fetchVersion: fromPromise(() => api.system.version()) },
        actions: { reloadPage: () => reloadPage() },
      }),
    [api, reloadPage],
  );
  const [snapshot, send] = useMachine(logic);
  return { hasNewVersion: snapshot.context.newVersion, reload: () => send({ type: 'user.reload' }) };
}
