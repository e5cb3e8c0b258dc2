import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningCheckoutSimulator,
  startCheckoutSimulator,
} from '../../src/gateways/checkout/simulator/checkoutSimulatorServer.ts';
import { OUTBOX_FOLDER } from '../../src/gateways/mail/createMailer.ts';
import { createTestContext, type TestContext, uniqueEmail } from '../harness.ts';

/**
 * The embedded checkout of the demo, end to end over HTTP: its "Pagar" posts a signed purchase event to the
 * product's own webhook (the real code path), the account is created and its welcome mail is readable in the
 * "Caixa de saída"; refund and cancel send those events too. Bad input changes nothing.
 */

/** Starting a server with its database takes long on a busy shared machine. */
const START_TIMEOUT_MS = 180_000;
let ctx: TestContext;
let checkout: RunningCheckoutSimulator;
let origin = '';

beforeAll(async () => {
  ctx = await createTestContext();
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const secret = ctx.config.checkoutWebhookSecret;
  if (!secret) throw new Error('the demo generates a checkout secret');
  checkout = await startCheckoutSimulator({
    port: 0,
    webhookUrl: `${origin}/api/webhooks/checkout`,
    webhookSecret: secret,
    publicUrl: origin,
    outboxDir: join(ctx.config.dataDir, OUTBOX_FOLDER),
    log: { info: () => {}, error: () => {} },
  });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await checkout?.close();
  await ctx?.close();
});

async function formToken(path: string): Promise<{ html: string; token: string }> {
  const html = await (await fetch(`${checkout.url}${path}`)).text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1];
  if (!token) throw new Error('form without its token');
  return { html, token };
}

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${checkout.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

const account = (email: string) =>
  ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'nome_plan', 'expiration_acess', 'must_change_password'])
    .where('email', '=', email)
    .executeTakeFirst();

describe('paying on the embedded checkout', () => {
  it('is marked as a simulation and fills in the e-mail passed by the dashboard', async () => {
    const { html } = await formToken('/checkout/pro?email=ana%40exemplo.com');
    expect(html).toContain('Simulação:');
    expect(html).toContain('Plano Pro');
    expect(html).toContain('value="ana@exemplo.com"');
  });

  it('lets the browser follow the payment form back to the product, which is another origin', async () => {
    const res = await fetch(`${checkout.url}/checkout/pro`);
    const formAction = /form-action ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(formAction?.split(' ')).toEqual(["'self'", origin]);
  });

  it('creates the account through the webhook, returns to /compra-confirmada and leaves the welcome mail in the outbox', async () => {
    const email = uniqueEmail('comprador');
    const { token } = await formToken('/checkout/pro');
    const res = await post('/checkout/pro', { token, nome: 'Ana Souza', email, telefone: '(11) 98888-7777' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${origin}/compra-confirmada`);
    expect(await account(email)).toMatchObject({
      name: 'Ana Souza',
      nome_plan: 'Pro',
      must_change_password: true,
    });

    const outbox = await (await fetch(`${checkout.url}/caixa-de-saida`)).text();
    expect(outbox).toContain('Caixa de saída');
    expect(outbox).toContain(email);
    expect(outbox).toContain(`href="${ctx.config.publicUrl}/login`);
  });

  it('sends a refund that ends the access, from the purchases list', async () => {
    const email = uniqueEmail('reembolso');
    const { token } = await formToken('/checkout/basic');
    await post('/checkout/basic', { token, nome: 'Bia', email, telefone: '11977776666' });
    const list = await (await fetch(`${checkout.url}/`)).text();
    const refund = new RegExp(
      `${email.replace(/[.+]/g, '\\$&')}[\\s\\S]*?action="(/compras/[0-9a-f-]+/reembolso)"`,
    ).exec(list)?.[1];
    expect(refund).toBeDefined();
    const res = await post(refund ?? '', { token });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location') ?? '')).toContain(
      'Reembolso enviado: acesso_encerrado',
    );
    const ended = await account(email);
    expect(ended?.expiration_acess?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a bad e-mail with a clear message and creates nothing', async () => {
    const { token } = await formToken('/checkout/pro');
    const res = await post('/checkout/pro', { token, nome: 'Caio', email: 'caio@', telefone: '11966665555' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Informe um e-mail válido.');
    expect(await account('caio@')).toBeUndefined();
  });

  it('refuses a phone without its DDD at the field, keeping what was typed, and creates nothing', async () => {
    const email = uniqueEmail('sem-ddd');
    const { token } = await formToken('/checkout/pro');
    const res = await post('/checkout/pro', { token, nome: 'Duda', email, telefone: '98765-4321' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(
      /<input name="telefone" value="98765-4321"[^>]*aria-invalid="true"[^>]*><span class="erro" id="telefone-erro">Telefone inválido<\/span>/,
    );
    expect(page).not.toContain('role="alert"');
    expect(await account(email)).toBeUndefined();
  });

  it('refuses a form without its token', async () => {
    const email = uniqueEmail('forjado');
    const res = await post('/checkout/pro', { token: 'x', nome: 'Forjado', email, telefone: '11955554444' });
    expect(res.status).toBe(403);
    expect(await account(email)).toBeUndefined();
  });
});
