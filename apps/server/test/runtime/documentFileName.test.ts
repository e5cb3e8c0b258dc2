import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvolutionInstancesClient } from '../../src/gateways/instances/evolution/evolutionInstancesClient.ts';
import type { InstancesClient } from '../../src/gateways/instances/instancesClient.ts';
import { instanceName } from '../../src/gateways/instances/instancesClient.ts';
import { createHttpInstancesClient } from '../../src/gateways/instances/instancesService/httpInstancesClient.ts';
import {
  type RunningSimulator,
  startInstancesSimulator,
} from '../../src/gateways/instances/instancesService/simulator/simulatorServer.ts';
import { plannedMessageRow } from '../../src/runtime/outbox/outboxRow.ts';
import { sendOutbox } from '../../src/runtime/outbox/sendOutbox.ts';
import { planTurn } from '../../src/runtime/planner/planTurn.ts';
import { turnContext } from '../../src/runtime/testing/turnContext.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount, leadNumbers, OWNER_PHONE } from './runtimeFixtures.ts';

const PUBLIC_URL = 'https://agente.exemplo.com.br';
const API_KEY = 'chave-de-teste';
const MANUAL = {
  id: 41,
  titulo: 'Manual de uso',
  tipo: 'pdf',
  nomeArquivo: `${'d'.repeat(32)}.pdf`,
} as const;
const MANUAL_URL = `${PUBLIC_URL}/uploads/midias/${MANUAL.nomeArquivo}`;

let ctx: TestContext;
let simulator: RunningSimulator;
const newLead = leadNumbers('55319', 70_000_000);

beforeAll(async () => {
  ctx = await createTestContext();
  simulator = await startInstancesSimulator({
    apiKey: API_KEY,
    port: 0,
    autoConnectSeconds: null,
    log: { info: vi.fn(), error: vi.fn() },
  });
});
afterAll(async () => {
  await simulator.close();
  await ctx.close();
});

/** A fetch that answers like the service would and keeps each request's path and JSON body. */
function capturingFetch(answer: unknown) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const doFetch: typeof fetch = async (input, init) => {
    requests.push({ path: new URL(String(input)).pathname, body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, doFetch };
}

/**
 * The turn's planner sends the product's PDF (the brain chose it), the plan is stored in the lead's outbox as a
 * turn stores it, and the outbox sends it through `instances`.
 */
async function sendPlannedManual(
  instancesFor: (userId: number) => Promise<Pick<InstancesClient, 'send'>> | Pick<InstancesClient, 'send'>,
) {
  const { user } = await agentAccount(ctx);
  const instances = await instancesFor(user.id);
  const lead = newLead();
  const plan = planTurn({
    decision: { actions: [{ kind: 'media', mediaId: MANUAL.id }], understood: [], reason: 'pediu o manual' },
    context: turnContext(),
    media: [MANUAL],
    publicUrl: PUBLIC_URL,
  });
  const turn = await ctx.db
    .insertInto('agent_turns')
    .values({ user_id: user.id, lead_phone: lead, result: 'respondido' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [seq, message] of plan.messages.entries()) {
    await ctx.db
      .insertInto('conversation_messages')
      .values(
        plannedMessageRow(message, {
          userId: user.id,
          leadPhone: lead,
          turnId: turn.id,
          seq,
          now: ctx.clock.now(),
        }),
      )
      .execute();
  }
  await sendOutbox({ ...ctx.deps, instances, typingDelayMs: () => 0 }, { userId: user.id, leadPhone: lead });
  const stored = await ctx.db
    .selectFrom('conversation_messages')
    .select(['texto', 'delivery'])
    .where('user_id', '=', user.id)
    .where('lead_phone', '=', lead)
    .execute();
  return { userId: user.id, lead, stored };
}

describe("a PDF the agent sends keeps its file name on each provider's request", () => {
  it('reads as its name in the transcript and is sent once', async () => {
    const { doFetch } = capturingFetch({ message_id: 'm1' });
    const client = createHttpInstancesClient({
      baseUrl: 'http://servico.invalid',
      apiKey: API_KEY,
      fetch: doFetch,
    });
    const { stored } = await sendPlannedManual(() => client);
    expect(stored).toEqual([{ texto: 'Manual de uso.pdf', delivery: 'enviada' }]);
  });

  it('instances service: a document with file_name and no caption', async () => {
    const { requests, doFetch } = capturingFetch({ message_id: 'm2' });
    const client = createHttpInstancesClient({
      baseUrl: 'http://servico.invalid',
      apiKey: API_KEY,
      fetch: doFetch,
    });
    const { userId, lead } = await sendPlannedManual(() => client);
    expect(requests).toEqual([
      {
        path: `/instances/${instanceName({ userId })}/messages`,
        body: { to: lead, type: 'document', url: MANUAL_URL, file_name: 'Manual de uso.pdf' },
      },
    ]);
  });

  it('Evolution API: sendMedia with fileName and no caption', async () => {
    const { requests, doFetch } = capturingFetch({ key: { id: 'm3' } });
    const client = createEvolutionInstancesClient({
      baseUrl: 'http://evolution.invalid',
      apiKey: API_KEY,
      fetch: doFetch,
    });
    const { userId, lead } = await sendPlannedManual(() => client);
    expect(requests).toEqual([
      {
        path: `/message/sendMedia/${instanceName({ userId })}`,
        body: {
          number: lead,
          mediatype: 'document',
          media: MANUAL_URL,
          mimetype: 'application/pdf',
          fileName: 'Manual de uso.pdf',
        },
      },
    ]);
  });

  it('embedded simulator: the chat shows the document by its name, with no caption under it', async () => {
    const client = createHttpInstancesClient({ baseUrl: simulator.url, apiKey: API_KEY });
    const { userId, lead } = await sendPlannedManual(async (userId) => {
      // The account's instance exists and its QR code was read before the outbox sends.
      await client.create({ userId, phone: OWNER_PHONE, webhookUrl: 'http://127.0.0.1:9/webhook' });
      simulator.registry.connect(instanceName({ userId }));
      return client;
    });
    expect(simulator.registry.get(instanceName({ userId }))?.chats.get(lead)?.entries).toEqual([
      expect.objectContaining({
        from: 'account',
        content: { kind: 'media', type: 'document', url: MANUAL_URL, fileName: 'Manual de uso.pdf' },
      }),
    ]);
  });
});
