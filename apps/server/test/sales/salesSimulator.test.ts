import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type RunningCheckoutSimulator,
  startCheckoutSimulator,
} from '../../src/gateways/checkout/simulator/checkoutSimulatorServer.ts';
import { caller } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import {
  agentAccount,
  agentMessagesOf,
  deliver,
  leadNumbers,
  noonInSaoPaulo,
  recordingInstances,
} from '../runtime/runtimeFixtures.ts';

/**
 * The embedded checkout as the seller's own checkout (npm start's demo): a lead gets an offer link from the agent,
 * the simulator sends its sale events in the generic format to the account's sales webhook over HTTP (the path a
 * real checkout takes), and the product attributes them by the link's tracking code.
 */

const START_TIMEOUT_MS = 180_000;
const WAIT = { timeout: 30_000, interval: 100 };
const OFFER_LINK = 'https://pay.hotmart.com/A1B2C3D4?off=oferta77';

let ctx: TestContext;
let checkout: RunningCheckoutSimulator;
const newLead = leadNumbers('55319', 80_000_000);

beforeAll(async () => {
  ctx = await createTestContext({ integrations: { instances: recordingInstances() }, now: noonInSaoPaulo() });
  const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  checkout = await startCheckoutSimulator({
    port: 0,
    webhookUrl: `${origin}/api/webhooks/checkout`,
    webhookSecret: ctx.config.checkoutWebhookSecret ?? 'segredo',
    publicUrl: origin,
    outboxDir: null,
    log: { info: () => {}, error: () => {} },
  });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await checkout?.close();
  await ctx?.close();
});

async function formToken(): Promise<string> {
  const html = await (await fetch(`${checkout.url}/vendas`)).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1];
  if (!token) throw new Error('form without its token');
  return token;
}

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${checkout.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const salesOf = (userId: number) =>
  ctx.db
    .selectFrom('sale_events')
    .select(['kind', 'lead_phone', 'attributed_by', 'payment_method', 'refunded_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** An account whose first flow step sends an offer, and a lead who got that step's link with its code. */
async function leadWithLink() {
  const { user, token, productId, secret } = await agentAccount(ctx);
  const offer = await ctx.db
    .insertInto('offers')
    .values({
      user_id: user.id,
      product_id: productId,
      preco: '197.00',
      link: OFFER_LINK,
      nome_oferta: 'Kit',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('flow_steps')
    .set({ texto: `{OFERTA Id=${offer.id} Valor=197.00 Link=${OFFER_LINK}}Garanta o seu aqui:` })
    .where('user_id', '=', user.id)
    .where('posicao', '=', 1)
    .execute();
  const settings = await caller(ctx)('GET', '/api/vendas/configuracao', token);
  const lead = newLead();
  await deliver(ctx, secret, { phone: lead, text: 'oi, quero o sérum' });
  let link = '';
  await vi.waitFor(async () => {
    const sent = (await agentMessagesOf(ctx, user.id, lead)).map((message) => message.texto).join('\n');
    link = /https:\/\/pay\.hotmart\.com\/\S+/.exec(sent)?.[0] ?? '';
    expect(link).toContain('sck=');
  }, WAIT);
  return { userId: user.id, token, lead, link, address: settings.json().enderecos.hotmart as string };
}

describe("the embedded checkout as the seller's checkout", () => {
  it('pays with the tracking code of the link the agent sent, then refunds it: the lead bought, then not', async () => {
    const s = await leadWithLink();
    const token = await formToken();
    // The Hotmart address pasted: the simulator posts the generic format to the same account's generic address.
    const paid = await post('/vendas', {
      token,
      endereco: s.address,
      link: s.link,
      valor: '197,00',
      evento: 'aprovada',
    });
    expect(paid.status).toBe(303);
    expect(decodeURIComponent(paid.headers.get('location') ?? '')).toContain(
      'Compra aprovada (cartão): registrado',
    );
    expect(await salesOf(s.userId)).toEqual([
      {
        kind: 'aprovada',
        lead_phone: s.lead,
        attributed_by: 'rastreio',
        payment_method: 'cartao',
        refunded_at: null,
      },
    ]);
    const conversation = await caller(ctx)('GET', `/api/conversas/${s.lead}`, s.token);
    expect(conversation.json().compra).toMatchObject({ valor_centavos: 19_700, oferta: 'Kit' });

    const page = await (await fetch(`${checkout.url}/vendas`)).text();
    const transaction = /action="\/vendas\/([0-9a-f-]{36})\/reembolsada"/.exec(page)?.[1];
    expect(page).toContain(`value="${s.address.replace(/&/g, '&amp;')}"`);
    const refund = await post(`/vendas/${transaction}/reembolsada`, { token });
    expect(decodeURIComponent(refund.headers.get('location') ?? '')).toContain('Reembolso: registrado');
    const after = await caller(ctx)('GET', `/api/conversas/${s.lead}`, s.token);
    expect(after.json().compra).toBeNull();
  });

  it('sends a pix and a boleto not paid, an abandoned checkout, a chargeback and a cancellation', async () => {
    const s = await leadWithLink();
    const token = await formToken();
    for (const evento of ['pix', 'boleto', 'abandonada']) {
      const sent = await post('/vendas', { token, endereco: s.address, link: s.link, valor: '97', evento });
      expect(sent.status).toBe(303);
    }
    const approved = await post('/vendas', {
      token,
      endereco: s.address,
      telefone: s.lead,
      valor: '97',
      evento: 'aprovada',
    });
    expect(approved.status).toBe(303);
    const page = await (await fetch(`${checkout.url}/vendas`)).text();
    const newest = /action="\/vendas\/([0-9a-f-]{36})\/chargeback"/.exec(page)?.[1];
    await post(`/vendas/${newest}/chargeback`, { token });
    await post(`/vendas/${newest}/cancelada`, { token });
    const kinds = (await salesOf(s.userId)).map((sale) => [
      sale.kind,
      sale.payment_method,
      sale.attributed_by,
    ]);
    expect(kinds).toEqual([
      ['aguardando_pagamento', 'pix', 'rastreio'],
      ['aguardando_pagamento', 'boleto', 'rastreio'],
      ['abandonada', null, 'rastreio'],
      ['aprovada', 'cartao', 'telefone'],
      ['reembolsada', 'chargeback', 'telefone'],
      ['cancelada', null, 'telefone'],
    ]);
  });

  it('refuses an address that is not an account sales webhook, and a wrong secret sends nothing', async () => {
    const s = await leadWithLink();
    const token = await formToken();
    const other = await post('/vendas', {
      token,
      endereco: 'http://outro.exemplo.com/x',
      link: s.link,
      valor: '1',
      evento: 'aprovada',
    });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain(
      'Cole o endereço do webhook de vendas mostrado na tela Vendas do painel.',
    );
    const wrong = s.address.replace(/\/[^/]+$/, '/segredo-errado');
    const refused = await post('/vendas', {
      token,
      endereco: wrong,
      link: s.link,
      valor: '1',
      evento: 'aprovada',
    });
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain('O webhook de vendas respondeu 401');
    expect(await salesOf(s.userId)).toEqual([]);
  });
});
