// The seller's own checkout (docs/sales.md): a lead gets an offer link from the agent carrying its tracking code,
// the embedded checkout's "Vendas do vendedor" page pays with that link through the account's sales webhook, the
// lead shows "Comprou" in Conversas and the dashboard's sales go up by one; a refund takes it all back. A pix left
// unpaid gets the owner's recovery message once, after the delay set on the Vendas screen.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  bearer,
  type Customer,
  createAgent,
  createFlowStep,
  createOffer,
  createProduct,
  setFollowupHours,
  uniquePhone,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, sendAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

const REPLY_TIMEOUT_MS = 60_000;
const OFFER_LINK = 'https://pay.exemplo.com.br/serum-e2e';
const OFFER_LINK_PATTERN = /https:\/\/pay\.exemplo\.com\.br\/\S+/;
/** The shortest wait the Vendas screen accepts, plus the queue's polling and the fake WhatsApp's delivery. */
const RECOVERY_DELAY_MINUTES = 1;
const RECOVERY_TIMEOUT_MS = 150_000;
/** After the recovery arrived, long enough for a repeated job or a second schedule to have shown up. */
const SECOND_RECOVERY_WAIT_MS = 20_000;

const messagesOf = async (request: APIRequestContext, token: string, lead: string) => {
  const response = await request.get(`/api/conversas/${lead}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mensagens: { texto: string }[] }).mensagens;
};

/**
 * A product whose agent's first step sends an offer link, a connected number, and a lead who wrote: returns the
 * link the agent sent the lead (with the lead's tracking code) and the account's generic sales webhook address.
 */
async function leadWithOfferLink(request: APIRequestContext, customer: Customer, lead: string, name: string) {
  const product = await createProduct(request, customer.token);
  const offer = await createOffer(request, customer.token, product.id, 197, OFFER_LINK);
  await createFlowStep(
    request,
    customer.token,
    product.id,
    `{OFERTA Id=${offer.id} Valor=197.00 Link=${OFFER_LINK}}Garanta o seu aqui:`,
  );
  await createAgent(request, customer.token, product.id, 'Lia');
  await connectNumber(request, customer);
  expect(await sendAsLead(request, customer.phone, { phone: lead, name, text: 'oi, quero o sérum' })).toBe(
    'registrado',
  );
  let link = '';
  await expect
    .poll(
      async () => {
        link =
          (await messagesOf(request, customer.token, lead))
            .map((message) => OFFER_LINK_PATTERN.exec(message.texto)?.[0])
            .find(Boolean) ?? '';
        return link;
      },
      { timeout: REPLY_TIMEOUT_MS },
    )
    .toContain('ref=');
  const settings = await request.get('/api/vendas/configuracao', { headers: bearer(customer.token) });
  const address = ((await settings.json()) as { enderecos: { generico: string } }).enderecos.generico;
  return { link, address };
}

/** Sends one event of a new purchase from the embedded checkout's "Vendas do vendedor" page; returns its origin. */
async function sendFromCheckout(
  page: Page,
  purchase: { address: string; link: string; evento: 'aprovada' | 'pix' },
  notice: string,
): Promise<string> {
  await page.goto('/simulador/checkout/pro');
  const checkout = new URL(page.url()).origin;
  await page.goto(`${checkout}/vendas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout do vendedor simulado' })).toBeVisible();
  await page.getByLabel('Endereço do webhook de vendas (tela Vendas do painel)').fill(purchase.address);
  await page.getByLabel('Link da oferta que o agente enviou').fill(purchase.link);
  await page.getByLabel('Valor (R$)').fill('197,00');
  await page.getByLabel('Evento').selectOption(purchase.evento);
  await page.getByRole('button', { name: 'Enviar ao webhook' }).click();
  await expect(page.getByRole('status')).toHaveText(notice);
  return checkout;
}

test('a lead pays the link the agent sent, shows "Comprou", and a refund takes it back @responsive', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(240_000);
  const lead = uniquePhone();
  const sales = async () => {
    const response = await request.get('/api/contador/resultados', { headers: bearer(customer.token) });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { vendas: number }).vendas;
  };
  const before = await sales();

  // The agent's first step sends the offer's link with the lead's tracking code; the checkout is paid with it.
  const { link, address } = await leadWithOfferLink(request, customer, lead, 'Carla Dias');
  const checkout = await sendFromCheckout(
    page,
    { address, link, evento: 'aprovada' },
    'Compra aprovada (cartão): registrado.',
  );

  // The lead bought: in its conversation and in the list, with the amount.
  await openPanelWithToken(page, customer.token, `/panel/conversas/${lead}`);
  const thread = page.getByRole('region', { name: 'Conversa com Carla Dias' });
  await expect(thread.getByText(/^Comprou · R\$\s197,00/)).toBeVisible();
  await openPanelWithToken(page, customer.token, '/panel/conversas');
  const listed = page.getByRole('grid', { name: 'Conversas' }).getByRole('row', { name: /Carla Dias/ });
  await expect(listed.getByText(/^Comprou/)).toBeVisible();
  expect(await sales()).toBe(before + 1);

  // A refund from the checkout takes the mark and the sale back.
  await page.goto(`${checkout}/vendas`);
  // The checkout lists every purchase of the run (other journeys' too): this lead's is the one with its link.
  await page.locator('.compra', { hasText: link }).getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByRole('status')).toHaveText('Reembolso: registrado.');
  await openPanelWithToken(page, customer.token, `/panel/conversas/${lead}`);
  await expect(page.getByRole('region', { name: 'Conversa com Carla Dias' })).toBeVisible();
  await expect(page.getByText(/^Comprou/)).toHaveCount(0);
  expect(await sales()).toBe(before);
});

test("a pix generated and not paid gets the owner's recovery message once, after the delay @responsive", async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(360_000);
  const lead = uniquePhone();
  const recoveryText = `Seu pix ainda está esperando, ${lead.slice(-4)}: ele vence hoje.`;
  // Recovery keeps to the follow-up window (08–20 in São Paulo by default); the journey runs at any hour.
  await setFollowupHours(request, customer.token, {
    inicio: '00:00',
    fim: '23:59',
    fuso: 'America/Sao_Paulo',
  });

  // The owner turns the recovery on in the Vendas screen, with the shortest wait it accepts.
  await openPanelWithToken(page, customer.token, '/panel/vendas');
  const recovery = page.getByRole('switch', { name: 'Recuperação de pix, boleto ou carrinho abandonado' });
  // The switch's input is visually hidden; keyboard use is what a user of the switch does anyway.
  await recovery.focus();
  await page.keyboard.press('Space');
  await expect(recovery).toBeChecked();
  await page.getByLabel('Mensagem de recuperação').fill(recoveryText);
  await page.getByLabel('Enviar após (minutos)').fill(String(RECOVERY_DELAY_MINUTES));
  await page.getByRole('button', { name: 'Salvar mensagens' }).click();
  await expect(page.getByText('Mensagens salvas')).toBeVisible();

  const { link, address } = await leadWithOfferLink(request, customer, lead, 'Paulo Reis');
  await sendFromCheckout(page, { address, link, evento: 'pix' }, 'Pix gerado, não pago: registrado.');
  const pixAt = Date.now();

  const recoveries = async () =>
    (await messagesOf(request, customer.token, lead)).filter((message) =>
      message.texto.includes(recoveryText),
    );
  await expect
    .poll(async () => (await recoveries()).length, { timeout: RECOVERY_TIMEOUT_MS })
    .toBeGreaterThan(0);
  expect(Date.now() - pixAt, 'a recuperação saiu antes do tempo de espera').toBeGreaterThanOrEqual(
    RECOVERY_DELAY_MINUTES * 60_000 - 5_000,
  );
  const [sent] = await recoveries();
  // The same offer's link goes with it, still carrying the lead's tracking code.
  expect(sent?.texto).toContain(link);

  // The recovery went out once: nothing more arrives for the same pix.
  await page.waitForTimeout(SECOND_RECOVERY_WAIT_MS);
  expect(await recoveries()).toHaveLength(1);

  // The owner sees it in the lead's conversation.
  await openPanelWithToken(page, customer.token, `/panel/conversas/${lead}`);
  const thread = page.getByRole('region', { name: 'Conversa com Paulo Reis' });
  await expect(thread.getByText(recoveryText)).toBeVisible();
});
