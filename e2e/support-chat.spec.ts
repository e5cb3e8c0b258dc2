// The panel's support chat (docs/panel-screens.md#support-chat): replies of the server's embedded
// responder arrive one by one, each after 'digitando...', 4 s apart; text that looks like markup stays text and
// links in replies open in a new tab without handing the panel to it.
import type { Locator, Page } from '@playwright/test';
import { createAgent, createProduct } from './support/api.ts';
import { watchForInjectedMarkup, XSS_IMAGE } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

/** Replies staggered 4 s apart; typing 50 ms per character, clamped between 1 and 3 s. */
const REPLY_STAGGER_MS = 4_000;
const typingMs = (reply: string) => Math.min(3_000, Math.max(1_000, reply.length * 50));

const CHAT_PATH = '/api/suporte/chat';

interface Reply {
  resposta: string;
  user_id?: number;
  session_id?: string;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Abrir chat de suporte' }).click();
  const chat = page.getByRole('region', { name: 'Suporte' });
  const log = chat.getByRole('log', { name: 'Conversa com o suporte' });
  return {
    chat,
    log,
    field: chat.getByRole('textbox', { name: 'Sua mensagem' }),
    send: chat.getByRole('button', { name: 'Enviar mensagem' }),
    typing: log.getByText('digitando...', { exact: true }),
    /** The support's messages, in order (each read out as "Suporte: …"). */
    replies: log.getByRole('listitem').filter({ hasText: /^Suporte: / }),
  };
}

test('the replies appear one after another, each after "digitando...", 4 s apart', async ({
  page,
  customer,
}) => {
  // Time is the behaviour here: the page's timers run on Playwright's clock, paused once the question is typed.
  await page.clock.install();
  await openPanelWithToken(page, customer.token);
  const { chat, log, field, send, typing, replies } = await openChat(page);
  await expect(chat.getByRole('heading', { name: 'Suporte' })).toBeVisible();
  await expect(log).toContainText('Olá! Como posso ajudá-lo hoje?');

  // Nothing blank is sent, and Shift+Enter starts a new line instead of sending.
  await field.fill('   ');
  await expect(send).toBeDisabled();
  await field.fill('Quais são os planos');
  await field.press('Shift+Enter');
  await field.pressSequentially('e os preços?');
  await expect(field).toHaveValue('Quais são os planos\ne os preços?');
  await expect(log.getByRole('listitem').filter({ hasText: /^Você: / })).toHaveCount(0);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const answered = page.waitForResponse((response) => response.url().endsWith(CHAT_PATH));
  await field.press('Enter');
  const answer = (await (await answered).json()) as Reply[];
  // The embedded responder answers the plans question in several replies (apps/server/src/support).
  expect(answer.length).toBeGreaterThanOrEqual(2);
  await expect(log.getByRole('listitem').filter({ hasText: /^Você: / })).toContainText(
    'Quais são os planos e os preços?',
  );
  await expect(field).toHaveValue('');

  for (const [index, { resposta }] of answer.entries()) {
    const typed = typingMs(resposta);
    await expect(typing).toBeVisible();
    await page.clock.runFor(typed - 1);
    await expect(typing).toBeVisible();
    await expect(replies).toHaveCount(index);

    await page.clock.runFor(1);
    await expect(replies).toHaveCount(index + 1);
    await expect(replies.nth(index)).toContainText(resposta.split('\n')[0] ?? resposta);
    await expect(typing).toBeHidden();
    if (index === answer.length - 1) break;

    // The next reply starts 4 s after this one began: until then nobody is typing.
    await page.clock.runFor(REPLY_STAGGER_MS - typed - 1);
    await expect(typing).toBeHidden();
    await expect(replies).toHaveCount(index + 1);
    await page.clock.runFor(1);
  }
  await page.clock.runFor(REPLY_STAGGER_MS);
  await expect(typing).toBeHidden();
  await expect(replies).toHaveCount(answer.length);
  // Times in pt-BR hour:minute.
  await expect(replies.first().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
});

test('markup sent or replied shows as text; a link in a reply opens in a new tab, detached from the panel', async ({
  page,
  customer,
}) => {
  const guard = watchForInjectedMarkup(page);
  const helpPage = 'https://ajuda.exemplo.com.br/fluxo';
  await page
    .context()
    .route('https://ajuda.exemplo.com.br/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Ajuda</title><h1>Central de ajuda</h1>' }),
    );
  // The embedded responder answers from the product's facts and carries no links or markup: the answer the
  // external automation could give is added in front of the server's own (resposta, user_id,
  // session_id), plus one for another chat session, which the panel must ignore.
  const sent: { message: string; session_id: string }[] = [];
  const serverReplies: Reply[] = [];
  await page.route(`**${CHAT_PATH}`, async (route) => {
    const request = route.request().postDataJSON() as { message: string; session_id: string };
    sent.push(request);
    const response = await route.fetch();
    const own = (await response.json()) as Reply[];
    serverReplies.push(...own);
    await route.fulfill({
      response,
      json: [
        {
          resposta: `Veja o passo a passo em ${helpPage}.`,
          user_id: customer.id,
          session_id: request.session_id,
        },
        { resposta: `Cuidado com ${XSS_IMAGE} no texto`, session_id: request.session_id },
        { resposta: 'Resposta de outra conversa', session_id: `${request.session_id}-outra` },
        ...own,
      ],
    });
  });

  await page.clock.install();
  await openPanelWithToken(page, customer.token);
  const { log, field, typing, replies } = await openChat(page);
  await field.fill(XSS_IMAGE);
  await field.press('Enter');
  await expect(log.getByRole('listitem').filter({ hasText: /^Você: / })).toContainText(XSS_IMAGE);
  // The server got the text as typed, with the session id built from the user id. The message shows in the log as
  // it is sent, so the request can reach this route a moment after the text is on screen: wait for it.
  await expect.poll(() => sent).toEqual([expect.objectContaining({ message: XSS_IMAGE })]);
  expect(sent[0]?.session_id).toMatch(new RegExp(`^${customer.id}-\\d+$`));

  await expect(typing).toBeVisible();
  await page.clock.runFor(REPLY_STAGGER_MS * 4);
  await expect(typing).toBeHidden();
  await expect(replies.nth(0)).toContainText(`Veja o passo a passo em ${helpPage}`);
  await expect(replies.nth(1)).toContainText(`Cuidado com ${XSS_IMAGE} no texto`);
  await expect(log).not.toContainText('Resposta de outra conversa');
  // Then the server's own answer (the hand-off to human support), after them.
  await expect(replies).toHaveCount(2 + serverReplies.length);
  await expect(replies.nth(2)).toContainText('Não encontrei essa resposta aqui.');
  await guard.expectNoneRan();

  const link = replies.nth(0).getByRole('link', { name: `${helpPage} (abre em nova aba)` });
  await expect(link).toHaveAttribute('href', helpPage);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const opened = page.context().waitForEvent('page');
  await link.click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { name: 'Central de ajuda' })).toBeVisible();
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  // The panel stays where it was, chat and all.
  await expect(page).toHaveURL(/\/panel$/);
  await expect(replies).toHaveCount(2 + serverReplies.length);
});

/** Whether two elements' boxes share any point on the screen. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('elemento fora da tela');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('@responsive the chat button covers no part of "Salvar alterações" at the end of Meu Agente', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await createAgent(request, customer.token, product.id);
  await openPanelWithToken(page, customer.token, '/panel/meu-agente');
  const save = page.getByRole('button', { name: 'Salvar alterações' });
  const launcher = page.getByRole('button', { name: 'Abrir chat de suporte' });
  await expect(save).toBeVisible();
  await expect(launcher).toBeVisible();
  // Instant scrolling: with the page's smooth scrolling the boxes would be read mid-animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // Scrolled into view as focus or a jump does, down to the window's bottom edge: it stops above the launcher.
  await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await expect(save).toBeInViewport();
  expect(await overlap(save, launcher)).toBe(false);
  // Scrolled to the very end too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await overlap(save, launcher)).toBe(false);
  // And it is the button a tap on its centre reaches.
  await save.click({ trial: true });
});

test('the chat button hides while a dialog is open, and comes back once it closes', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, `/panel/meus-produtos/${product.id}`);
  const launcher = page.getByRole('button', { name: 'Abrir chat de suporte' });
  await expect(launcher).toBeVisible();

  await page.getByRole('button', { name: 'Excluir produto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir produto' });
  await expect(dialog).toBeVisible();
  await expect(launcher).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(launcher).toBeVisible();
});

test('@responsive on a phone the chat hides behind the open menu and opens as a full-screen sheet', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token);
  const launcher = page.getByRole('button', { name: 'Abrir chat de suporte' });
  await expect(launcher).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (viewport.width >= 640) {
    // The desktop window: 380 px wide, clear of the edges.
    await launcher.click();
    const box = await page.getByRole('region', { name: 'Suporte' }).boundingBox();
    expect(box?.width).toBe(380);
    return;
  }

  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(launcher).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(launcher).toBeVisible();

  await launcher.click();
  const chat = page.getByRole('region', { name: 'Suporte' });
  await expect(chat.getByRole('textbox', { name: 'Sua mensagem' })).toBeFocused();
  await expect
    .poll(() => chat.boundingBox())
    .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  await chat.getByRole('button', { name: 'Fechar chat' }).click();
  await expect(launcher).toBeFocused();
});

test('when the assistant cannot answer, the chat offers to talk to a person on the support WhatsApp', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token);
  const { chat, field, replies } = await openChat(page);
  const person = chat.getByRole('link', { name: /Falar com uma pessoa/ });
  await expect(person).toHaveCount(0);

  await field.fill('Vocês emitem nota fiscal para empresas do exterior?');
  await field.press('Enter');
  await expect(replies.last()).toContainText('Vou encaminhar para o suporte humano');
  await expect(person).toBeVisible();
  // The support number of the site configuration (the demo's messaging-app simulator here).
  await expect(person).toHaveAttribute('href', /whatsapp|wa\.me/);
  await expect(person).toHaveAttribute('target', '_blank');
});
