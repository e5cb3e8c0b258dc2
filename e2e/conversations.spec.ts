// Conversations in the panel, an inbox: the owner watches a lead's conversation live, takes it over and hands it
// back. The lead writes on the messaging-app simulator's page; the list counts the unread messages and shows a
// lead writing meanwhile without a reload, the conversation opens beside it on a wide screen (alone on a phone) at its newest message and shows each new one
// without a reload, "Pausar agente" silences the agent for that lead (the list says "Pausado"), a message sent
// from the panel with Enter reaches the lead's chat, and "Retomar agente" lets the agent answer again. The header
// and the composer stay on screen together throughout. On a phone the conversation's title is the page's heading
// and takes the focus when opened; back on the list, the focus is on the row that was opened.
import type { Locator } from '@playwright/test';
import { createAgent, createFlowStep, createProduct, uniquePhone } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, openSimulator, sendAsLead, writeAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

// The server's debounce waits a few seconds for more lead messages, then the replies are paced like a person typing.
const REPLY_TIMEOUT_MS = 45_000;
const STEPS = [
  'Oi! Sou a Lia, da loja. Posso te ajudar a escolher o sérum?',
  'Ele dura três meses de uso. Posso separar o seu?',
  'Perfeito! Vou te mandar o link de pagamento.',
];

/**
 * Answers as the lead in the simulator's chat. The simulator page reloads itself when its chats change unless a
 * field has the focus, so the tab is brought to the front first, and the reply is typed again if a reload took it.
 */
async function replyAsLead(chat: Locator, text: string) {
  await chat.page().bringToFront();
  await expect(async () => {
    if ((await chat.getByText(text).count()) > 0) return;
    await chat.getByRole('textbox', { name: 'Responder como o lead' }).fill(text);
    await chat.getByRole('button', { name: 'Enviar' }).click();
    await expect(chat.getByText(text).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('@responsive the owner follows a conversation live, pauses the agent, writes to the lead and resumes', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(180_000);
  const product = await createProduct(request, customer.token, 'Sérum Vitamina C');
  for (const text of STEPS) await createFlowStep(request, customer.token, product.id, text);
  await createAgent(request, customer.token, product.id, 'Lia');
  await connectNumber(request, customer);

  const lead = { phone: uniquePhone(), name: 'Carla Mendes' };
  const simulator = await openSimulator(page);
  const chat = simulator.getByRole('article', { name: `Conversa com ${lead.phone}` });
  await writeAsLead(simulator, customer.phone, lead, 'oi, tudo bem?');
  await expect(chat.getByText(STEPS[0] ?? '')).toBeVisible({ timeout: REPLY_TIMEOUT_MS });

  // The panel lists the conversation with its unread message; it opens on the transcript, at the newest message.
  const panel = await page.context().newPage();
  await openPanelWithToken(panel, customer.token, '/panel/conversas');
  const list = panel.getByRole('grid', { name: 'Conversas' });
  const row = list.getByRole('row', { name: /Carla Mendes/ });
  await expect(row.getByText('1 mensagem não lida')).toBeAttached();
  // A lead writing meanwhile joins the list at the top, with its unread count, while the page stays as it is.
  const other = { phone: uniquePhone(), name: 'Bruno Lima' };
  expect(await sendAsLead(request, customer.phone, { ...other, text: 'oi, vocês entregam?' })).toBe(
    'registrado',
  );
  await expect(list.getByRole('row', { name: /Bruno Lima/ }).getByText('1 mensagem não lida')).toBeAttached({
    timeout: 20_000,
  });
  await expect(list.getByRole('row').first()).toContainText('Bruno Lima');
  await row.click();
  await expect(panel).toHaveURL(new RegExp(`/panel/conversas/${lead.phone}$`));
  const transcript = panel.getByRole('log', { name: 'Conversa com Carla Mendes' });
  await expect(transcript.getByText('oi, tudo bem?')).toBeVisible();
  await expect(transcript.getByText(STEPS[0] ?? '')).toBeInViewport();
  await expect(panel.getByText('Agente ativo')).toBeVisible();
  // Wide: the list stays beside the conversation, the unread count gone once read. Phone: the conversation alone.
  const wide = (panel.viewportSize()?.width ?? 0) >= 1024;
  if (wide) await expect(row.getByText('1 mensagem não lida')).toHaveCount(0);
  else await expect(list).toBeHidden();
  // The page's one h1: "Conversas" beside the list; on a phone the lead's name, which the focus moved to.
  const h1 = panel.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(wide ? 'Conversas' : 'Carla Mendes');
  if (!wide) await expect(h1).toBeFocused();
  const header = panel.getByRole('button', { name: 'Pausar agente' });
  const composer = panel.getByRole('textbox', { name: 'Mensagem' });
  await expect(header).toBeInViewport();
  await expect(composer).toBeInViewport();

  // A new lead message and the agent's answer appear while the conversation is open.
  await replyAsLead(chat, 'certo, entendi');
  await expect(transcript.getByText('certo, entendi')).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await expect(transcript.getByText(STEPS[1] ?? '')).toBeInViewport({ timeout: REPLY_TIMEOUT_MS });

  // Paused from the panel, the agent lets the next lead message go unanswered, and says why.
  await panel.bringToFront();
  await panel.getByRole('button', { name: 'Pausar agente' }).click();
  await expect(panel.getByText('Agente pausado')).toBeVisible();
  // The list beside it follows by itself: the row says "Pausado" without a reload.
  if (wide) await expect(row.getByText('Pausado')).toBeVisible({ timeout: 20_000 });
  await replyAsLead(chat, 'e tem desconto?');
  await expect(transcript.getByText('O agente não respondeu: pausado para este lead.')).toBeVisible({
    timeout: REPLY_TIMEOUT_MS,
  });
  await expect(chat.getByText(STEPS[2] ?? '')).toHaveCount(0);

  // The owner writes from the panel: the lead receives it.
  await panel.bringToFront();
  await composer.fill('Oi, Carla! Aqui é a Marta: tem 5% no Pix.');
  await composer.press('Enter');
  await expect(chat.getByText('Oi, Carla! Aqui é a Marta: tem 5% no Pix.')).toBeVisible({
    timeout: REPLY_TIMEOUT_MS,
  });
  await expect(transcript.getByText('Oi, Carla! Aqui é a Marta: tem 5% no Pix.')).toBeInViewport();
  await expect(composer).toHaveValue('');

  // Resumed, the agent answers the next message.
  await panel.bringToFront();
  await panel.getByRole('button', { name: 'Retomar agente' }).click();
  await expect(panel.getByText('Agente ativo')).toBeVisible();
  await replyAsLead(chat, 'fechado, quero!');
  await expect(chat.getByText(STEPS[2] ?? '')).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await expect(transcript.getByText(STEPS[2] ?? '')).toBeInViewport({ timeout: REPLY_TIMEOUT_MS });
  await expect(panel.getByRole('button', { name: 'Pausar agente' })).toBeInViewport();
  await expect(composer).toBeInViewport();

  // On a phone, back to the list: the focus is on the conversation's row again.
  if (!wide) {
    await panel.getByRole('link', { name: '← Voltar para Conversas' }).click();
    await expect(row).toBeFocused();
    await expect(h1).toHaveText('Conversas');
  }
});
