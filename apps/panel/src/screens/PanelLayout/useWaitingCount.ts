import type { Api } from '@agente/api';
import { waitingCountMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';

/**
 * How many leads wait for a person, for the menu's Conversas (counted every WAITING_COUNT_POLL_MS while the tab is
 * visible, and at once when it comes back), and `recount` for a screen that saw a lead start or stop waiting.
 * `recount` keeps its identity across renders: screens call it from effects.
 */
export function useWaitingCount(api: Api): { total: number | null; recount: () => void } {
  const logic = useMemo(
    () =>
      waitingCountMachine.provide({
        actors: { countWaiting: fromPromise(() => api.conversations.waitingTotal()) },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic);
  const recount = useCallback(() => send({ type: 'waitingCount.refresh' }), [send]);
  return { total: snapshot.context.total, recount };
}
