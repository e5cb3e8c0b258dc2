import type { Api } from '@agente/api';
import { waitingCountMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';

/** How many leads wait for a person, for the menu's Conversas; counted again while the tab is visible. */
export function useWaitingCount(api: Api): number | null {
  const logic = useMemo(
    () =>
      waitingCountMachine.provide({
        actors: { countWaiting: fromPromise(() => api.conversations.waitingTotal()) },
      }),
    [api],
  );
  const [snapshot] = useMachine(logic);
  return snapshot.context.total;
}
