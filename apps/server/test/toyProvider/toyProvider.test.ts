import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_PROVIDERS } from '../../src/gateways/integrations.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount, agentMessagesOf, FLOW } from '../runtime/runtimeFixtures.ts';
import { toyProvider } from './toyProvider.ts';
import type { ToyBody } from './toyWebhook.ts';

const WAIT = { timeout: 15_000, interval: 50 };
const LEAD = '5511970009001';

let ctx: TestContext;
const toy = toyProvider();
beforeAll(async () => {
  // The recipe: the provider's folder plus one line in the composition root's list, ahead of the default.
  ctx = await createTestContext({ whatsappProviders: [toy.factory, ...WHATSAPP_PROVIDERS] });
});
afterAll(async () => {
  await ctx.close();
});

const post = (secret: string, body: ToyBody | object) =>
  ctx.app.inject({ method: 'POST', url: `/api/webhooks/instancias/${secret}`, payload: body });

describe('a provider added as one folder', () => {
  it('carries a lead message to the agent and the agent reply back through its own sender', async () => {
    const { user, secret } = await agentAccount(ctx);
    const response = await post(secret, { event: 'toy', data: { from: LEAD, said: 'oi', id: 'toy-in-1' } });
    expect(response.json()).toEqual({ result: 'registrado' });

    await vi.waitFor(() => expect(toy.sender.outbox).toHaveLength(1), WAIT);
    expect(toy.sender.outbox[0]).toEqual({ kind: 'text', to: LEAD, text: FLOW[0] });
    await vi.waitFor(
      async () =>
        expect(await agentMessagesOf(ctx, user.id, LEAD)).toEqual([
          { texto: FLOW[0], kind: 'texto', delivery: 'enviada', provider_message_id: 'toy-1' },
        ]),
      WAIT,
    );

    // Its delivery report moves the sent message forward, as any provider's does.
    expect((await post(secret, { event: 'toy', data: { seen: 'toy-1' } })).json()).toEqual({
      result: 'atualizado',
    });
    expect((await agentMessagesOf(ctx, user.id, LEAD))[0]?.delivery).toBe('lida');
  });

  it("refuses another provider's body with its translator's words, recording nothing", async () => {
    const { user, secret } = await agentAccount(ctx);
    const response = await post(secret, {
      phone: LEAD,
      direction: 'in',
      text: 'oi',
      timestamp: '1773144000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Não é um evento do provedor de brinquedo.' });
    expect(await agentMessagesOf(ctx, user.id, LEAD)).toEqual([]);
  });
});
