import type { SupportReply } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { controlledActor } from '../testing/controlledActor.ts';
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
import { type SupportChatEvent, type SupportMessageInput, supportChatMachine } from './supportChatMachine.ts';

// Model-based coverage: xstate/graph walks the chat's graph (window, request, staggered delivery) and every
// shortest path is replayed on a real actor whose request is a fake settled by hand.

const USER_ID = 7;
const STARTED_AT = 1_767_225_600_000;
const input = { userId: USER_ID, sessionStartedAt: STARTED_AT, now: () => STARTED_AT };
type Snapshot = SnapshotFrom<typeof supportChatMachine>;

const reply = (resposta: string): SupportReply => ({ resposta });
/** Payloads for the events that carry one; the others are tried bare. */
const samples: SupportChatEvent[] = [
  { type: 'user.type', text: 'Preciso de ajuda' },
  { type: 'user.type', text: '   ' },
  { type: 'user.setFontSize', size: 'large' },
  doneEvent('sendMessage', []),
  doneEvent('sendMessage', [reply('Claro!')]),
  doneEvent('sendMessage', [reply('Primeira parte.'), reply('Segunda parte.')]),
  doneEvent('sendMessage', [{ resposta: 'Para outro usuário', user_id: USER_ID + 1 }]),
  errorEvent('sendMessage', new TypeError('Failed to fetch')),
];

// The conversation grows forever; what changes the behaviour is only whether something is typed and how many
// replies wait, so states are told apart by those, and the replay is compared on them.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    hasDraft: snapshot.context.draft.trim() !== '',
    waitingReplies: snapshot.context.pendingReplies.length,
    fontSize: snapshot.context.fontSize,
  });

const paths = getShortestPaths(supportChatMachine, {
  input,
  events: ownEventsWith(samples),
  serializeState,
  // Answers with replies only while none wait: the queue stays finite and still holds up to two.
  filterEvents: (snapshot, event) =>
    classifyModelEvent(event).kind !== 'done' || snapshot.context.pendingReplies.length === 0,
});

function arrangeSystemUnderTest() {
  const sendMessage = controlledActor<SupportReply[], SupportMessageInput>();
  const actor = createActor(supportChatMachine.provide({ actors: { sendMessage: sendMessage.logic } }), {
    // A clock that never moves: the model decides when each timer fires.
    clock: new TestClock(),
    input,
  }).start();
  return { actor, sendMessage };
}

type Fake = ReturnType<typeof arrangeSystemUnderTest>['sendMessage'];

async function replay(event: SupportChatEvent, actor: AnyActorRef, sendMessage: Fake) {
  const step = classifyModelEvent(event);
  if (step.kind === 'init') return;
  if (step.kind === 'done' || step.kind === 'error') {
    const [call] = sendMessage.running();
    if (!call) throw new Error('the model answers the request, but the machine is not waiting for it');
    if (step.kind === 'done') call.resolve(step.output as SupportReply[]);
    else call.reject(step.error);
    await settle();
    return;
  }
  actor.send(event);
}

function assertInvariants(snapshot: Snapshot, sendMessage: Fake) {
  expect(sendMessage.running()).toHaveLength(snapshot.matches({ request: 'sending' }) ? 1 : 0);
  expect(snapshot.context.isTyping).toBe(snapshot.matches({ delivery: { delivering: 'typing' } }));
  expect(snapshot.matches({ delivery: 'idle' }) && snapshot.context.pendingReplies.length > 0).toBe(false);
  const userMessages = snapshot.context.messages.filter((message) => message.isUser);
  expect(userMessages.every((message) => message.content.trim() !== '')).toBe(true);
}

describe('supportChatMachine: model-based paths', () => {
  it('the paths reach every leaf state of the machine', () => {
    expect(reachedLeafStateIds(paths)).toEqual(leafStateIds(supportChatMachine));
  });

  it.each(withoutPrefixPaths(paths).map((path) => [describePath(path.steps), path] as const))(
    '%s',
    async (_, path) => {
      const { actor, sendMessage } = arrangeSystemUnderTest();

      for (const step of path.steps) {
        await replay(step.event, actor, sendMessage);
        const snapshot = actor.getSnapshot();
        expect(serializeState(snapshot)).toBe(serializeState(step.state));
        assertInvariants(snapshot, sendMessage);
      }
    },
  );
});
