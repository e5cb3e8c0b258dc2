// The agent answers (the runtime behind the panel): a customer's configured flow, sent to a lead who writes to the
// connected number. The lead writes on the messaging-app simulator's page, the way a person holding the phone would;
// the agent's answer — its text, the product photo served by the product and the offer's price and link — appears
// in that chat, and the lead's kanban card stands at the step the conversation reached.
import {
  createAgent,
  createFlowStep,
  createOffer,
  createProduct,
  uniquePhone,
  uploadMedia,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, openSimulator, writeAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

// The server's debounce waits a few seconds for more lead messages, then the replies are paced like a person typing.
const REPLY_TIMEOUT_MS = 45_000;

test('a lead writes on the simulator and the agent answers with the flow’s text, photo and offer', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(request, customer.token, 'Sérum Vitamina C');
  const photo = await uploadMedia(
    request,
    customer.token,
    product.id,
    'produto.png',
    'imagem',
    'Foto do sérum',
  );
  const offer = await createOffer(
    request,
    customer.token,
    product.id,
    247,
    'https://pay.exemplo.com.br/serum',
  );
  await createFlowStep(
    request,
    customer.token,
    product.id,
    `Oi! Sou a Lia, da loja. Veja o nosso sérum:{MEDIA Id=${photo.id} codec=imagem}{OFERTA Id=${offer.id} Valor=247.00 Link=https://pay.exemplo.com.br/serum}`,
  );
  await createFlowStep(
    request,
    customer.token,
    product.id,
    'Ele dura três meses de uso. Posso separar o seu?',
  );
  await createAgent(request, customer.token, product.id, 'Lia');
  await connectNumber(request, customer);

  const lead = { phone: uniquePhone(), name: 'Carla Mendes' };
  const simulator = await openSimulator(page);
  await writeAsLead(simulator, customer.phone, lead, 'oi, tudo bem?');

  // The simulator's page refreshes itself: the chat grows as the agent's messages are delivered.
  const chat = simulator.getByRole('article', { name: `Conversa com ${lead.phone}` });
  await expect(chat.getByText('Oi! Sou a Lia, da loja. Veja o nosso sérum:')).toBeVisible({
    timeout: REPLY_TIMEOUT_MS,
  });
  const image = chat.getByRole('img');
  await expect(image).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await expect(chat.getByText(/R\$\s?247,00/)).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await expect(chat.getByText('https://pay.exemplo.com.br/serum')).toBeVisible();
  // The photo is the product's own file, served by the product.
  const source = await image.getAttribute('src');
  expect(source).toBeTruthy();
  const served = await request.get(source ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  // Nothing is sent twice.
  await expect(chat.getByText('Oi! Sou a Lia, da loja. Veja o nosso sérum:')).toHaveCount(1);

  // The next message gets step 2.
  await chat.getByRole('textbox', { name: 'Responder como o lead' }).fill('certo, entendi');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    simulator
      .getByRole('article', { name: `Conversa com ${lead.phone}` })
      .getByText('Ele dura três meses de uso. Posso separar o seu?'),
  ).toBeVisible({ timeout: REPLY_TIMEOUT_MS });

  // On the panel, the lead's card is in the column of the step the conversation reached.
  await openPanelWithToken(page, customer.token, `/panel/kanban/${product.id}`);
  const column = page.getByRole('region', { name: 'Etapa 2' });
  await expect(column.getByRole('article', { name: 'Carla Mendes' })).toBeVisible();
  // The first step's column is there (every step is) but no longer holds the lead.
  const first = page.getByRole('region', { name: 'Etapa 1' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('article', { name: 'Carla Mendes' })).toHaveCount(0);
});
