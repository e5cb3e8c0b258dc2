// "Testar agente": a new seller talks to its own agent in the panel before connecting a number (the agent is
// switched off and nothing is connected). The chat walks the flow to the pause step, each reply saying why, and
// "Reiniciar conversa" starts over. Nothing reaches a lead: the Conversas list stays empty.
import { createAgent, createFlowStep, createObjection, createOffer, createProduct } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

// The whole reply shows as soon as the agent decides: the built-in brain answers well within a second; the bound
// leaves room for a loaded test machine, far under the seconds the old typing pauses took.
const REPLY_TIMEOUT_MS = 3_000;
const STEPS = [
  'Oi! Aqui é a Júlia, do Sérum Capilar. O que mais te incomoda no seu cabelo hoje?',
  'O Sérum age direto na raiz e reduz a queda já nas primeiras semanas.',
  'Vou chamar uma pessoa da nossa equipe para confirmar seu pedido, tá bom?',
];

test('@responsive the seller tests the agent through the flow to the pause step, then restarts', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(request, customer.token, 'Sérum Capilar');
  const offer = await createOffer(
    request,
    customer.token,
    product.id,
    247,
    'https://pay.exemplo.com.br/kit-3',
  );
  await createFlowStep(request, customer.token, product.id, STEPS[0] ?? '');
  await createFlowStep(
    request,
    customer.token,
    product.id,
    `${STEPS[1]} {OFERTA Id=${offer.id} Valor=247.00 Link=https://pay.exemplo.com.br/kit-3}`,
  );
  await createFlowStep(request, customer.token, product.id, `${STEPS[2]} {PAUSAR_AGENTE}`);
  await createObjection(request, customer.token, product.id, 'Está muito caro', 'Dá para parcelar em 12x.');
  await createAgent(request, customer.token, product.id, 'Júlia');

  // Reached from Meu Agente's button.
  await openPanelWithToken(page, customer.token, '/panel/meu-agente');
  await page.getByRole('button', { name: 'Testar agente' }).click();
  await expect(page).toHaveURL(/\/panel\/testar-agente$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testar agente' })).toBeVisible();
  await expect(page.getByText('Início do fluxo (3 etapas)')).toBeVisible();

  const chat = page.getByRole('log', { name: 'Conversa de teste com o agente' });
  const message = page.getByRole('textbox', { name: 'Mensagem' });
  // Enter sends, as in WhatsApp Web; the first message goes by the button.
  let viaButton = true;
  const say = async (text: string) => {
    await message.fill(text);
    if (viaButton) await page.getByRole('button', { name: 'Enviar' }).click();
    else await message.press('Enter');
    viaButton = false;
    // The seller's message shows at once, with the typing line until the whole reply is in.
    await expect(chat.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText('Agente digitando...')).toBeHidden({ timeout: REPLY_TIMEOUT_MS });
    await expect(message).toHaveValue('');
  };

  await say('oi, vi o anúncio');
  await expect(chat.getByText(STEPS[0] ?? '')).toBeVisible();
  await expect(chat.getByText('Por quê: início da conversa → etapa 1 do fluxo.')).toBeVisible();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();

  await say('está muito caro');
  await expect(chat.getByText('Dá para parcelar em 12x.')).toBeVisible();
  await expect(chat.getByText('Por quê: objeção “Está muito caro” → resposta cadastrada.')).toBeVisible();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();

  await say('certo, entendi');
  await expect(chat.getByText(STEPS[1] ?? '')).toBeVisible();
  await expect(chat.getByText(/R\$\s?247,00/)).toBeVisible();

  await say('sim');
  await expect(chat.getByText(STEPS[2] ?? '')).toBeVisible();
  await expect(chat.getByText(/a etapa pausa o agente e passa a uma pessoa/)).toBeVisible();
  await expect(page.getByText('Etapa 3 de 3')).toBeVisible();
  await expect(page.getByText('Agente pausado')).toBeVisible();

  await say('alô?');
  await expect(chat.getByText(/O agente não respondeu: a conversa está pausada/)).toBeVisible();

  // Starting over empties the chat and the flow begins again.
  await page.getByRole('button', { name: 'Reiniciar conversa' }).click();
  await expect(
    page.getByText('Escreva como se fosse um cliente para ver o que o agente responde.'),
  ).toBeVisible();
  await expect(page.getByText('Início do fluxo (3 etapas)')).toBeVisible();
  await say('oi de novo');
  await expect(chat.getByText(STEPS[0] ?? '')).toBeVisible();
  await expect(page.getByText('Etapa 1 de 3')).toBeVisible();

  // None of it was a lead's conversation.
  await openPanelWithToken(page, customer.token, '/panel/conversas');
  await expect(page.getByText('Nenhuma conversa ainda.', { exact: false })).toBeVisible();
});
