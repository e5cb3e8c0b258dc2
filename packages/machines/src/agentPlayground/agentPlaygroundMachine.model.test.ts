import type { ConversationMessage, PlaygroundState } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { controlledActor } from '../testing/controlledActor.ts';
import { aConversationMessage } from '../testing/fixtures.ts';
import {
  classifyModelEvent,
  describePath,
  doneEvent,
  errorEvent,
  leafStateIds,
  ownEventsWith,
  reachedLeafStateIds,
  withoutPrefixPaths,
} from '../testing/modelEvents.ts';
import { settle, TestClock } from '../testing/testClock.ts';
import { type AgentPlaygroundEvent, agentPlaygroundMachine } from './agentPlaygroundMachine.ts';

// Model-based coverage: xstate/graph walks the test chat's graph (load, send, the reply, restart) and every shortest path is replayed on a real actor whose requests are fakes settled by hand.

type Snapshot = SnapshotFrom<typeof agentPlaygroundMachine>;

const message = (id: number, autor: 'lead' | 'agente', texto: string): ConversationMessage =>
  aConversationMessage({ id, autor, texto });
const EMPTY: PlaygroundState = {
  pronto: true,
  modelo_limite_atingido: false,
  etapa: 0,
  total_etapas: 2,
  pausado: false,
  mensagens: [],
  motivos: [],
};
const TWO_PARTS: PlaygroundState = {
  ...EMPTY,
  etapa: 1,
  mensagens: [message(1, 'lead', 'oi'), message(2, 'agente', 'Oi!'), message(3, 'agente', 'Tudo bem?')],
  motivos: [{ mensagem_id: 1, decisao: 'etapa', etapa: 1, objecao: null, pausou: false }],
};
const QUIET: PlaygroundState = {
  ...EMPTY,
  pausado: true,
  mensagens: [message(1, 'lead', 'alô?')],
  motivos: [{ mensagem_id: 1, decisao: 'pausado', etapa: null, objecao: null, pausou: false }],
};
const offline = new TypeError('Failed to fetch');

const samples: AgentPlaygroundEvent[] = [
  { type: 'user.type', text: 'oi' },
  { type: 'user.type', text: '   ' },
  doneEvent('fetchState', EMPTY),
  errorEvent('fetchState', offline),
  doneEvent('sendMessage', TWO_PARTS),
  doneEvent('sendMessage', QUIET),
  errorEvent('sendMessage', offline),
  doneEvent('resetConversation', EMPTY),
  errorEvent('resetConversation', offline),
];

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    hasDraft: snapshot.context.draft.trim() !== '',
    shown: snapshot.context.shown?.mensagens.map((item) => item.id) ?? null,
    error: snapshot.context.error !== null,
  });

const paths = getShortestPaths(agentPlaygroundMachine, { events: ownEventsWith(samples), serializeState });

function arrangeSystemUnderTest() {
  const fakes = {
    fetchState: controlledActor<PlaygroundState>(),
    sendMessage: controlledActor<PlaygroundState, { text: string }>(),
    resetConversation: controlledActor<PlaygroundState>(),
  };
  const actor = createActor(
    agentPlaygroundMachine.provide({
      actors: {
        fetchState: fakes.fetchState.logic,
        sendMessage: fakes.sendMessage.logic,
        resetConversation: fakes.resetConversation.logic,
      },
    }),
    // A clock that never moves: the model decides when each timer fires.
    { clock: new TestClock() },
  ).start();
  return { actor, fakes };
}

type Arranged = ReturnType<typeof arrangeSystemUnderTest>;

async function replay(event: AgentPlaygroundEvent, { actor, fakes }: Arranged) {
  const step = classifyModelEvent(event);
  if (step.kind === 'init') return;
  if (step.kind === 'done' || step.kind === 'error') {
    const [call] = fakes[step.actorId as keyof Arranged['fakes']].running();
    if (!call) throw new Error(`the model answers ${step.actorId}, but the machine is not waiting for it`);
    if (step.kind === 'done') call.resolve(step.output as PlaygroundState);
    else call.reject(step.error);
    await settle();
    return;
  }
  actor.send(event);
}

function assertInvariants(snapshot: Snapshot, { fakes }: Arranged) {
  // One request at a time, and only in the state that waits for it.
  expect(fakes.fetchState.running()).toHaveLength(snapshot.matches('loading') ? 1 : 0);
  expect(fakes.sendMessage.running()).toHaveLength(snapshot.matches('sending') ? 1 : 0);
  expect(fakes.resetConversation.running()).toHaveLength(snapshot.matches('resetting') ? 1 : 0);
  // Nothing is ever shown twice.
  const ids = snapshot.context.shown?.mensagens.map((item) => item.id) ?? [];
  expect(new Set(ids).size).toBe(ids.length);
}

describe('agentPlaygroundMachine: model-based paths', () => {
  it('the paths reach every leaf state of the machine', () => {
    expect(reachedLeafStateIds(paths)).toEqual(leafStateIds(agentPlaygroundMachine));
  });

  it.each(withoutPrefixPaths(paths).map((path) => [describePath(path.steps), path] as const))(
    '%s',
    async (_, path) => {
      const arranged = arrangeSystemUnderTest();
      for (const step of path.steps) {
        await replay(step.event, arranged);
        const snapshot = arranged.actor.getSnapshot();
        expect(serializeState(snapshot)).toBe(serializeState(step.state));
        assertInvariants(snapshot, arranged);
      }
    },
  );
});
