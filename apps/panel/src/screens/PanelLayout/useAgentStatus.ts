import type { Api } from '@agente/api';
import { agentStatusMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';

export interface AgentStatusOutcome {
  /** The status the user asked for. */
  requested: boolean;
  /** What the server holds afterwards; differs from `requested` when the change failed. */
  status: boolean | null;
}

/**
 * The menu's Ativo/Pausado switch over GET /api/agents and PATCH /api/agents/status. `onChanged` hears the
 * end of every change the user asked for, so the screen can say what happened.
 */
export function useAgentStatus(api: Api, onChanged?: (outcome: AgentStatusOutcome) => void) {
  const logic = useMemo(
    () =>
      agentStatusMachine.provide({
        actors: {
          loadStatus: fromPromise(async () => (await api.agents.get())?.status ?? null),
          setStatus: fromPromise(async ({ input }) => (await api.agents.setStatus(input.status)).status),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(logic);
  const status = snapshot.context.status;
  const isUpdating = snapshot.matches({ known: 'updating' });
  const requested = useRef<boolean | null>(null);
  const canToggle = snapshot.can({ type: 'user.toggle' });
  const toggle = useCallback(() => {
    if (!canToggle) return;
    requested.current = !status;
    send({ type: 'user.toggle' });
  }, [send, status, canToggle]);
  const reload = useCallback(() => send({ type: 'agentStatus.reload' }), [send]);

  const onChangedRef = useRef(onChanged);
  onChangedRef.current = onChanged;
  useEffect(() => {
    if (isUpdating || requested.current === null) return;
    onChangedRef.current?.({ requested: requested.current, status });
    requested.current = null;
  }, [isUpdating, status]);

  return {
    status,
    canToggle,
    toggle,
    reload,
  };
}
