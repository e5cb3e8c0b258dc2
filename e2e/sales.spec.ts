// The seller's own checkout (docs/sales.md): a lead gets an offer link from the agent carrying its tracking code,
// the embedded checkout's "Vendas do vendedor" page pays with that link through the account's sales webhook, the
// lead shows "Comprou" in Conversas and the dashboard's sales go up by one; a refund takes it all back.
import {
  bearer,
  createAgent,
  createFlowStep,
  createOffer,
  createProduct,
  uniquePhone,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, sendAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

const REPLY_TIMEOUT_MS = 60_000;
const OFFER_LINK = 'https://pay.exemplo.com.br/serum-e2e';

test('a lead pays the link the agent sent, shows "Comprou", and a refund takes it back', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(240_000);
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
  const lead = uniquePhone();
  const sales = async () => {
    const response = await request.get('/api/contador/resultados', { headers: bearer(customer.token) });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { vendas: number }).vendas;
  };
  const before = await sales();

  // The agent's first step sends the offer's link with the lead's tracking code.
  expect(
    await sendAsLead(request, customer.phone, { phone: lead, name: 'Carla Dias', text: 'oi, quero o sérum' }),
  ).toBe('registrado');
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/conversas/${lead}`, { headers: bearer(customer.token) });
        const { mensagens } = (await response.json()) as { mensagens: { texto: string }[] };
        link =
          mensagens
            .map((message) => /https:\/\/pay\.exemplo\.com\.br\/\S+/.exec(message.texto)?.[0])
            .find(Boolean) ?? '';
        return link;
      },
      { timeout: REPLY_TIMEOUT_MS },
    )
    .toContain('ref=');
  const settings = await request.get('/api/vendas/configuracao', { headers: bearer(customer.token) });
  const address = ((await settings.json()) as { enderecos: { generico: string } }).enderecos.generico;

  // The embedded checkout (the plans' simulator) has the seller's checkout on its "Vendas do vendedor" page.
  await page.goto('/simulador/checkout/pro');
  const checkout = new URL(page.url()).origin;
  await page.goto(`${checkout}/vendas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout do vendedor simulado' })).toBeVisible();
  await page.getByLabel('Endereço do webhook de vendas (tela Vendas do painel)').fill(address);
  await page.getByLabel('Link da oferta que o agente enviou').fill(link);
  await page.getByLabel('Valor (R$)').fill('197,00');
  await page.getByLabel('Evento').selectOption('aprovada');
  await page.getByRole('button', { name: 'Enviar ao webhook' }).click();
  await expect(page.getByRole('status')).toHaveText('Compra aprovada (cartão): registrado.');

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
  await page.getByRole('button', { name: 'Reembolsar' }).first().click();
  await expect(page.getByRole('status')).toHaveText('Reembolso: registrado.');
  await openPanelWithToken(page, customer.token, `/panel/conversas/${lead}`);
  await expect(page.getByText('Carla Dias').first()).toBeVisible();
  await expect(page.getByText(/^Comprou/)).toHaveCount(0);
  expect(await sales()).toBe(before);
});
