import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { saveConnection } from '../src/connection/queries.ts';
import type { ConnectionState } from '../src/gateways/instances/instancesClient.ts';
import { InstancesServiceError } from '../src/gateways/instances/instancesClient.ts';
import { caller, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  agentAccount,
  agentMessagesOf,
  deliver,
  insertAgent,
  OWNER_PHONE,
  recordingInstances,
} from './runtime/runtimeFixtures.ts';

const WAIT = { timeout: 15_000, interval: 50 };
const NOTHING_DONE = { agente: false, produto: false, fluxo: false, whatsapp: false, teste: false };
const ALL_DONE = { agente: true, produto: true, fluxo: true, whatsapp: true, teste: true };

let ctx: TestContext;
let call: ReturnType<typeof caller>;
/** What the instances service answers about any instance; null = it is down. */
let serviceState: ConnectionState | null = 'connected';

beforeAll(async () => {
  const recording = recordingInstances();
  ctx = await createTestContext({
    integrations: {
      instances: {
        ...recording,
        status: async () => {
          if (serviceState === null) throw new InstancesServiceError('network', 'fora do ar');
          return serviceState;
        },
      },
    },
  });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  serviceState = 'connected';
});

const firstSteps = async (token: string) => {
  const response = await call('GET', '/api/contador/primeiros-passos', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** An account whose agent has already answered a lead on its connected number. */
async function activatedAccount() {
  const account = await agentAccount(ctx);
  const lead = `55119${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await deliver(ctx, account.secret, { phone: lead, text: 'oi, é um teste' });
  await vi.waitFor(
    async () => expect((await agentMessagesOf(ctx, account.user.id, lead))[0]?.delivery).toBe('enviada'),
    WAIT,
  );
  return account;
}

describe('GET /api/contador/primeiros-passos', () => {
  it('shows a new account with nothing done', async () => {
    const { token } = await ctx.createCustomer({ user_phone: OWNER_PHONE });
    expect(await firstSteps(token)).toEqual(NOTHING_DONE);
  });

  it('ticks each step as the account does it, and the test once the agent has answered a lead', async () => {
    const { user, token } = await ctx.createCustomer({ user_phone: OWNER_PHONE });
    const productId = await insertProduct(ctx.db, user.id);
    expect(await firstSteps(token)).toEqual({ ...NOTHING_DONE, produto: true });

    await insertAgent(ctx.db, user.id, productId);
    await ctx.db
      .insertInto('flow_steps')
      .values({ user_id: user.id, product_id: productId, posicao: 1, texto: 'Oi! Posso ajudar?' })
      .execute();
    expect(await firstSteps(token)).toEqual({ ...ALL_DONE, whatsapp: false, teste: false });

    const secret = `segredo-primeiros-passos-${user.id}`;
    await saveConnection(ctx.db, user.id, OWNER_PHONE, hashToken(secret), ctx.clock.now());
    expect(await firstSteps(token)).toEqual({ ...ALL_DONE, teste: false });

    // The lead's message alone is not the test: the agent's answer has to leave.
    await deliver(ctx, secret, { phone: '5511970001234', text: 'oi' });
    await vi.waitFor(async () => expect(await firstSteps(token)).toEqual(ALL_DONE), WAIT);
  });

  it('never counts another account’s agent, product, flow, connection or conversations', async () => {
    const other = await activatedAccount();
    expect(await firstSteps(other.token)).toEqual(ALL_DONE);
    // Same number on the profile as the activated account, nothing of its own.
    const { token } = await ctx.createCustomer({ user_phone: OWNER_PHONE });
    expect(await firstSteps(token)).toEqual(NOTHING_DONE);
  });

  it('leaves WhatsApp open while the QR code is unread, and when the service is down, without failing', async () => {
    const { token } = await activatedAccount();
    serviceState = 'pending';
    expect(await firstSteps(token)).toEqual({ ...ALL_DONE, whatsapp: false });
    serviceState = null;
    expect(await firstSteps(token)).toEqual({ ...ALL_DONE, whatsapp: false });
  });

  it('asks for a session', async () => {
    expect((await call('GET', '/api/contador/primeiros-passos', undefined)).statusCode).toBe(401);
  });
});
