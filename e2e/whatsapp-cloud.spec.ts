// The official WhatsApp API (docs/connection.md, "The official WhatsApp Cloud API"): on Conectar WhatsApp the owner
// chooses the official API, enters the phone number id, the business account id and a token (the server's
// embedded Graph API accepts a Meta-shaped one) and sees Meta's verified name and number; a lead's message arrives
// through the signed webhook, the agent's reply leaves through the Graph API's messages endpoint, and the statuses
// Meta reports for it (sent, delivered, read) show in Conversas.
import { randomBytes } from 'node:crypto';
import { createAgent, createFlowStep, createProduct, uniquePhone } from './support/api.ts';
import { cloudLeadWrites, cloudSent } from './support/cloud.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

// The server's debounce waits a few seconds for more lead messages, then the replies are paced like a person typing.
const REPLY_TIMEOUT_MS = 45_000;
const FIRST_STEP = 'Oi! Sou a Lia, da loja. Quer conhecer o nosso sérum?';

test('the owner connects through the official API and the agent answers a lead there', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(request, customer.token, 'Sérum Vitamina C');
  await createFlowStep(request, customer.token, product.id, FIRST_STEP);
  await createAgent(request, customer.token, product.id, 'Lia');

  await openPanelWithToken(page, customer.token, '/panel/conectar-agente');
  await expect(page.getByRole('heading', { level: 1, name: 'Conectar WhatsApp' })).toBeVisible();
  const numberCard = page.getByRole('region', { name: 'Seu número' });
  await numberCard.getByRole('radio', { name: 'API oficial do WhatsApp' }).click();
  // Ids unique to this run: one phone number id belongs to one account.
  const phoneNumberId = `10${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const token = `EAAG${randomBytes(24).toString('base64url')}`;
  await numberCard.getByRole('textbox', { name: 'ID do número de telefone' }).fill(phoneNumberId);
  await numberCard.getByRole('textbox', { name: 'ID da conta do WhatsApp Business' }).fill('102290129340398');
  await numberCard.getByLabel('Token de acesso').fill(token);
  await numberCard.getByRole('button', { name: 'Conectar pela API oficial' }).click();

  // Meta's verified name and number; the token is gone from the page.
  await expect(numberCard).toContainText('Status da conexãoConectado');
  await expect(numberCard).toContainText('Conectado porAPI oficial do WhatsApp');
  await expect(numberCard).toContainText('Nome verificadoLoja Demonstração');
  await expect(numberCard).toContainText(/Número cadastrado\(11\) 9\d{4}-\d{4}/);
  await expect(page.getByLabel('Token de acesso')).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await expect(
    page.getByText(/Os comandos # e \* enviados do celular não funcionam na API oficial/),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^WhatsApp conectado$/ })).toBeVisible();

  // A lead writes: the signed notification reaches the product, the reply leaves through the messages endpoint.
  const lead = uniquePhone();
  expect(
    (
      await cloudLeadWrites(request, {
        phoneNumberId,
        from: lead,
        name: 'Carla Mendes',
        text: 'oi, tudo bem?',
      })
    ).status,
  ).toBe(200);
  const replies = async () =>
    (await cloudSent(request)).filter(
      (sent) => sent.to === lead && JSON.stringify(sent.body).includes('Sou a Lia, da loja'),
    );
  await expect.poll(async () => (await replies()).length, { timeout: REPLY_TIMEOUT_MS }).toBeGreaterThan(0);
  const [reply] = await replies();
  expect(reply).toMatchObject({ phoneNumberId, type: 'text' });
  expect(reply?.body).toMatchObject({
    messaging_product: 'whatsapp',
    to: lead,
    text: { body: expect.stringContaining(FIRST_STEP) },
  });

  // Conversas shows the reply and what Meta reported for it.
  await openPanelWithToken(page, customer.token, `/panel/conversas/${lead}`);
  const log = page.getByRole('log', { name: 'Conversa com Carla Mendes' });
  await expect(log.getByText('oi, tudo bem?')).toBeVisible();
  await expect(log.getByText(FIRST_STEP)).toBeVisible();
  await expect(log.getByText('Lida', { exact: true }).first()).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
});
