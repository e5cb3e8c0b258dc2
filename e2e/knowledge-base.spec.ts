// "Base de conhecimento" (docs/agent-runtime.md#knowledge-base): the seller uploads a PDF and a DOCX, sees them
// read ("Pronto", with their passages), and the agent answers from them in Testar agente, naming the document in
// "Por quê"; a question the base cannot answer is not guessed, shows in "Perguntas sem resposta" and becomes a FAQ
// entry in one click. The sample documents are apps/server/assets/demo/{retirada.pdf,entregas.docx}
// (scripts/make-knowledge-samples.ts).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAgent, createFlowStep, createProduct, DEMO_ASSETS } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

// The reply is revealed part by part after a typing pause of up to 3 s each.
const REPLY_TIMEOUT_MS = 20_000;
const FIRST_STEP = 'Oi! Aqui é a Júlia, da Loja Bela. Posso te ajudar a escolher o sérum ideal?';
const UNANSWERABLE = 'vocês têm estacionamento para clientes?';

async function uploadDocument(page: Page, file: string) {
  const documents = page.getByRole('region', { name: 'Documentos' });
  const chooser = page.waitForEvent('filechooser');
  await documents.getByRole('button', { name: /Selecionar arquivo/ }).click();
  await (await chooser).setFiles(path.join(DEMO_ASSETS, file));
  await expect(documentItem(page, file)).toBeVisible();
}

const documentItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Documentos enviados' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('documents are read and answered from, with their source; an unanswered question is taught in one click', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(120_000);
  const product = await createProduct(request, customer.token, 'Sérum Capilar');
  await createFlowStep(request, customer.token, product.id, FIRST_STEP);
  await createAgent(request, customer.token, product.id, 'Júlia');

  await openPanelWithToken(page, customer.token, '/panel/base-de-conhecimento');
  await expect(page.getByRole('heading', { level: 1, name: 'Base de conhecimento' })).toBeVisible();
  await uploadDocument(page, 'retirada.pdf');
  await uploadDocument(page, 'entregas.docx');
  // The text is read by the queue: "Atualizar estado" shows where each document is.
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar estado' }).click();
    for (const name of ['retirada.pdf', 'entregas.docx'])
      await expect(documentItem(page, name).getByText('Pronto', { exact: true })).toBeVisible({
        timeout: 1_000,
      });
  }).toPass({ timeout: 30_000 });
  await expect(documentItem(page, 'entregas.docx')).toContainText(/\d+ trechos?/);

  await page.goto('/panel/testar-agente');
  const chat = page.getByRole('log', { name: 'Conversa de teste com o agente' });
  const message = page.getByRole('textbox', { name: 'Mensagem' });
  const say = async (text: string) => {
    await message.fill(text);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(chat.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByText('Agente digitando...')).toBeHidden({ timeout: REPLY_TIMEOUT_MS });
  };
  await say('oi');
  await expect(chat.getByText(FIRST_STEP)).toBeVisible();

  await say('qual o prazo de entrega pra Recife?');
  await expect(
    chat.getByText('O prazo de entrega para Recife é de 5 a 8 dias úteis depois da postagem.'),
  ).toBeVisible();
  await expect(chat.getByText('Por quê: base de conhecimento → documento "entregas.docx".')).toBeVisible();

  await say('posso retirar o pedido na loja de Curitiba?');
  await expect(chat.getByText(/retirar o pedido na nossa loja de Curitiba/)).toBeVisible();
  await expect(chat.getByText('Por quê: base de conhecimento → documento "retirada.pdf".')).toBeVisible();

  await say(UNANSWERABLE);
  await expect(chat.getByText(/Por quê: a base de conhecimento não tem a resposta/)).toBeVisible();

  await page.goto('/panel/base-de-conhecimento');
  const unanswered = page.getByRole('list', { name: 'Perguntas sem resposta' });
  await expect(unanswered.getByRole('heading', { name: UNANSWERABLE })).toBeVisible();
  await unanswered
    .getByRole('textbox', { name: `Resposta: ${UNANSWERABLE}` })
    .fill('Não temos loja física: vendemos só pela internet.');
  await unanswered.getByRole('button', { name: 'Responder e ensinar' }).click();
  await expect(page.getByText('Pergunta ensinada ao agente!')).toBeVisible();
  await expect(page.getByText('Nenhuma pergunta sem resposta.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Perguntas frequentes cadastradas' }).getByText(UNANSWERABLE),
  ).toBeVisible();
});
