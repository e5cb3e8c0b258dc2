import type { ConversationAgentState, ConversationMessage, ConversationPage } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
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
import {
  type FetchPageInput,
  type LiveConversationEvent,
  liveConversationMachine,
} from './liveConversationMachine.ts';

// Model-based coverage: xstate/graph walks an open conversation's graph (the first load, the poll while the tab
// is in front, older pages, pausing, resuming and sending as a human) and every shortest path is replayed on a
// real actor whose requests are fakes settled by hand and whose tab the model hides and shows.

type Snapshot = SnapshotFrom<typeof liveConversationMachine>;

const PHONE = '5511970000001';
const ACTIVE: ConversationAgentState = {
  pausado: false,
  motivo: null,
  desde: null,
  nao_perturbe_desde: null,
  aguardando: null,
};
const PAUSED: ConversationAgentState = {
  ...ACTIVE,
  pausado: true,
  motivo: 'comando',
  desde: '2025-06-18T13:05:00.000Z',
};

const message = (id: number): ConversationMessage => aConversationMessage({ id, texto: `mensagem ${id}` });
const page = (ids: number[], cursor: string | null): ConversationPage => ({
  lead_phone: PHONE,
  nome: 'Ana Lima',
  estado: ACTIVE,
  agente_conta: 'ativo',
  mensagens: ids.map(message),
  turnos: [],
  cursor,
});
const offline = new TypeError('Failed to fetch');
const refused = apiError(409, 'A conversa mudou');

const actorId = (state: string) => `0.liveConversation.${state}`;
const HUMAN_MESSAGE: ConversationMessage = { ...message(5), autor: 'humano' };
const SENT = `xstate.done.actor.${actorId('control.sending')}`;
const samples: LiveConversationEvent[] = [
  { type: 'user.type', text: 'Já te respondo' },
  { type: 'user.type', text: '   ' },
  doneEvent(actorId('feed.loading'), page([2, 3], 'antes-de-2')),
  errorEvent(actorId('feed.loading'), offline),
  doneEvent(actorId('feed.live.polling'), page([3, 4], 'antes-de-3')),
  errorEvent(actorId('feed.live.polling'), offline),
  doneEvent(actorId('older.loading'), page([1], null)),
  errorEvent(actorId('older.loading'), offline),
  doneEvent(actorId('control.pausing'), PAUSED),
  errorEvent(actorId('control.pausing'), refused),
  doneEvent(actorId('control.resuming'), ACTIVE),
  errorEvent(actorId('control.resuming'), refused),
  doneEvent(actorId('control.sending'), { mensagem: HUMAN_MESSAGE, estado: PAUSED }),
  errorEvent(actorId('control.sending'), refused),
];

// The state value and what the screen shows from the context; the conversation's own texts do not change the
// graph.
const serializeState = (snapshot: Snapshot) => {
  const { transcript, draft, visible, estado, olderError, actionError } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    messages: transcript.messages.map((item) => item.id),
    hasOlder: transcript.olderCursor !== null,
    hasDraft: draft.trim() !== '',
    visible,
    paused: estado.pausado,
    olderError,
    actionError: actionError !== null,
  });
};

const paths = getShortestPaths(liveConversationMachine, {
  input: { phone: PHONE },
  events: ownEventsWith(samples),
  serializeState,
});

function arrangeSystemUnderTest() {
  const fakes = {
    fetchPage: controlledActor<ConversationPage, FetchPageInput>(),
    pauseAgent: controlledActor<ConversationAgentState, { phone: string }>(),
    resumeAgent: controlledActor<ConversationAgentState, { phone: string }>(),
    sendMessage: controlledActor<
      { mensagem: ConversationMessage; estado: ConversationAgentState },
      { phone: string; text: string }
    >(),
  };
  const actor = createActor(
    liveConversationMachine.provide({
      actors: {
        fetchPage: fakes.fetchPage.logic,
        pauseAgent: fakes.pauseAgent.logic,
        resumeAgent: fakes.resumeAgent.logic,
        sendMessage: fakes.sendMessage.logic,
        // The model plays the browser tab: it sends page.hidden and page.visible itself.
        watchVisibility: fromCallback(() => undefined),
      },
    }),
    // A clock that never moves: the model decides when each poll is due.
    { clock: new TestClock(), input: { phone: PHONE } },
  ).start();
  return { actor, fakes };
}

type Fakes = ReturnType<typeof arrangeSystemUnderTest>['fakes'];

/** The fetches of the newest page (first load and polls) and of older pages, told apart by their cursor. */
const newestFetches = (fakes: Fakes) =>
  fakes.fetchPage.running().filter((call) => call.input.cursor === null);
const olderFetches = (fakes: Fakes) => fakes.fetchPage.running().filter((call) => call.input.cursor !== null);

function pendingCall(state: string, fakes: Fakes) {
  if (state === 'feed.loading' || state === 'feed.live.polling') return newestFetches(fakes)[0];
  if (state === 'older.loading') return olderFetches(fakes)[0];
  if (state === 'control.pausing') return fakes.pauseAgent.running()[0];
  if (state === 'control.resuming') return fakes.resumeAgent.running()[0];
  if (state === 'control.sending') return fakes.sendMessage.running()[0];
  throw new Error(`no call runs in ${state}`);
}

async function replay(
  event: LiveConversationEvent,
  { actor, fakes }: ReturnType<typeof arrangeSystemUnderTest>,
) {
  const step = classifyModelEvent(event);
  if (step.kind === 'init') return;
  if (step.kind === 'done' || step.kind === 'error') {
    const state = step.actorId.replace('0.liveConversation.', '');
    const call = pendingCall(state, fakes);
    if (!call) throw new Error(`the model answers ${state}, but the machine is not waiting for it`);
    if (step.kind === 'done') (call.resolve as (output: unknown) => void)(step.output);
    else call.reject(step.error);
    await settle();
    return;
  }
  // User and tab events, and the poll's timer: the frozen clock never fires it, the model does.
  actor.send(event);
}

/** What the conversation screen relies on in every state. */
function assertInvariants(snapshot: Snapshot, fakes: Fakes) {
  const { context } = snapshot;
  const fetchingNewest =
    snapshot.matches({ feed: 'loading' }) || snapshot.matches({ feed: { live: 'polling' } });
  expect(newestFetches(fakes)).toHaveLength(fetchingNewest ? 1 : 0);
  expect(olderFetches(fakes)).toHaveLength(snapshot.matches({ older: 'loading' }) ? 1 : 0);
  // One of pause, resume and send at a time, and only in the state that waits for it.
  expect(fakes.pauseAgent.running()).toHaveLength(snapshot.matches({ control: 'pausing' }) ? 1 : 0);
  expect(fakes.resumeAgent.running()).toHaveLength(snapshot.matches({ control: 'resuming' }) ? 1 : 0);
  expect(fakes.sendMessage.running()).toHaveLength(snapshot.matches({ control: 'sending' }) ? 1 : 0);
  // Once loaded, nothing polls while the tab is hidden, and a visible tab always has its next poll coming.
  if (snapshot.matches({ feed: 'live' }))
    expect(snapshot.matches({ feed: { live: 'hidden' } })).toBe(!context.visible);
  // No message is shown twice, and they are shown in order.
  const ids = context.transcript.messages.map((item) => item.id);
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
}

describe('liveConversationMachine: model-based paths', () => {
  it('the paths reach every leaf state of the machine', () => {
    expect(reachedLeafStateIds(paths)).toEqual(leafStateIds(liveConversationMachine));
  });

  it.each(withoutPrefixPaths(paths).map((path) => [describePath(path.steps), path] as const))(
    '%s',
    async (_, path) => {
      const arranged = arrangeSystemUnderTest();
      for (const step of path.steps) {
        await replay(step.event, arranged);
        const snapshot = arranged.actor.getSnapshot();
        expect(serializeState(snapshot)).toBe(serializeState(step.state));
        assertInvariants(snapshot, arranged.fakes);
        // A message sent as a human shows once the server took it, and the composer empties for the next one.
        if (step.event.type === SENT) {
          expect(snapshot.context.transcript.messages.map((item) => item.id)).toContain(HUMAN_MESSAGE.id);
          expect(snapshot.context.draft).toBe('');
        }
      }
    },
  );
});
