import type { Api } from '@agente/api';
import { agentStatusMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';

/** The menu's Ativo/Pausado switch over GET /api/agents and PATCH /api/agents/status. */
export function useAgentStatus(api: Api) {
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
  const toggle = useCallback(() => send({ type: 'user.toggle' }), [send]);
  const reload = useCallback(() => send({ type: 'agentStatus.reload' }), [send]);
  return {
    status: snapshot.context.status,
    canToggle: snapshot.can({ type: 'user.toggle' }),
    toggle,
    reload,
  };
}
