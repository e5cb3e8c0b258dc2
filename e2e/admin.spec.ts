// The administrator's Usuários screen (docs/admin.md): find an account, edit its plan (kept after a reload),
// open the panel as that customer through the impersonation link (once, and only with a token made for it, asking
// before it replaces a session open in the browser); and no customer gets in there.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bearer, createAccount, type NewAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { AUTH_TOKEN_KEY, openPanelWithToken } from './support/session.ts';

/** The value a card shows for one of its terms ('Nome Plano' → 'Advanced'). */
const cardValue = (card: Locator, term: string) =>
  card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** A fresh 'Painel do Cliente' link to the account, as the card's button makes it. */
async function impersonationLink(request: APIRequestContext, adminToken: string, accountId: number) {
  const response = await request.post('/api/auth/impersonate', {
    headers: bearer(adminToken),
    data: { id: accountId },
  });
  expect(response.status()).toBe(200);
  return `/login?token=${encodeURIComponent(((await response.json()) as { token: string }).token)}`;
}

/** The login screen refusing a link: the message, the form, and no session kept in the browser. */
async function expectLinkRefused(page: Page) {
  await expect(page.getByText('Token inválido ou expirado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?token=/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
}

/** The account's card on the grid, found through the search box as the administrator would. */
async function findCard(page: Page, account: NewAccount) {
  // The list asks the server once typing pauses, then redraws its cards: wait for that answer, or a card seen on
  // the first page would be replaced under the test's hands.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/usuarios/list') &&
      new URL(response.url()).searchParams.get('busca') === account.email,
  );
  await page.getByRole('searchbox', { name: 'Pesquisar usuários' }).fill(account.email);
  await searched;
  const card = page.getByRole('article', { name: account.name });
  await expect(card).toBeVisible();
  return card;
}

test('the administrator edits a customer plan and the change is kept', async ({
  page,
  request,
  adminToken,
}) => {
  const account = await createAccount(request, adminToken);
  await openPanelWithToken(page, adminToken, '/panel/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar usuários' })).toHaveAttribute(
    'placeholder',
    'Pesquisar por nome ou email...',
  );
  for (const counter of ['Total', 'Ativos', 'Inativos']) {
    await expect(page.getByRole('group', { name: counter, exact: true })).toContainText(/\d/);
  }

  const card = await findCard(page, account);
  await expect(card).toContainText(`#${account.id}`);
  await expect(card).toContainText('ATIVO');
  await expect(cardValue(card, 'Nome Plano')).toHaveText('Basic');
  // The temporary password is masked until asked for.
  await expect(card).toContainText('**********');
  await card.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(card).toContainText(account.senha);
  await card.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(card).not.toContainText(account.senha);

  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar Usuário #${account.id}` });
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(account.name);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expect(dialog.getByRole('textbox', { name: 'Nome Plano' })).toHaveValue('Basic');

  // Cancelar leaves the account as it was.
  await dialog.getByRole('textbox', { name: 'Nome Plano' }).fill('Descartado');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardValue(card, 'Nome Plano')).toHaveText('Basic');

  await card.getByRole('button', { name: 'Editar' }).click();
  await dialog.getByRole('textbox', { name: 'ID Plano' }).fill('advanced');
  await dialog.getByRole('textbox', { name: 'Nome Plano' }).fill('Advanced');
  await dialog.getByRole('textbox', { name: 'Valor Plano' }).fill('397');
  await dialog.getByRole('spinbutton', { name: 'Conversas Plano' }).fill('1000');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Upgrade pedido pelo suporte.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  const plan = {
    'Nome Plano': 'Advanced',
    'ID Plano': 'advanced',
    'Valor Plano': /R\$\s397,00/,
    'Conversas Plano': '1.000',
    Observações: 'Upgrade pedido pelo suporte.',
  };
  for (const [term, value] of Object.entries(plan)) {
    await expect(cardValue(card, term)).toHaveText(value);
  }

  await page.reload();
  const reloaded = await findCard(page, account);
  for (const [term, value] of Object.entries(plan)) {
    await expect(cardValue(reloaded, term)).toHaveText(value);
  }
});

test('an expired plan shows as INATIVO, and the impersonation link opens the panel as that customer', async ({
  page,
  browser,
  request,
  adminToken,
  baseURL,
}) => {
  const account = await createAccount(request, adminToken);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openPanelWithToken(page, adminToken, '/panel/usuarios');
  const card = await findCard(page, account);

  // Expiração moved into the past: the account turns inactive.
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar Usuário #${account.id}` });
  await dialog.getByLabel('Expiração').fill('2024-01-15');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(card).toContainText('INATIVO');
  await expect(cardValue(card, 'Expiração')).toHaveText('15/01/2024');
  await page.getByRole('radio', { name: 'Inativos' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('radio', { name: 'Ativos', exact: true }).click();
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await page.getByRole('radio', { name: 'Todos' }).click();

  // 'Painel do Cliente' puts the account's login link on the clipboard.
  await card.getByRole('button', { name: 'Painel do Cliente' }).click();
  await expect(card.getByRole('button', { name: 'Link copiado!' })).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  expect(link.pathname).toBe('/login');
  expect(link.searchParams.get('token')).toBeTruthy();

  // Opened in another browser: the panel, as the customer, with no forced password change.
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const customerPage = await elsewhere.newPage();
    await customerPage.goto(`${link.pathname}${link.search}`);
    await expect(customerPage).toHaveURL(/\/panel$/);
    await expect(
      customerPage.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` }),
    ).toBeVisible();
    // The side menu names whose panel this is.
    await expect(customerPage.getByText(account.name, { exact: true })).toBeVisible();
    await expect(customerPage.getByText('Seu plano expirou no dia: 15/01/2024')).toBeVisible();
    await expect(customerPage.getByRole('heading', { name: 'Renovar plano agora' })).toBeVisible();
    await expect(customerPage.getByRole('dialog')).toHaveCount(0);
    await expect(customerPage.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }

  // The link works once: opened again, in yet another browser, it is refused.
  const again = await browser.newContext({ baseURL });
  try {
    const laterPage = await again.newPage();
    await laterPage.goto(`${link.pathname}${link.search}`);
    await expectLinkRefused(laterPage);
  } finally {
    await again.close();
  }

  // The account's events show the administrator's visit.
  await card.getByRole('button', { name: 'Eventos da conta' }).click();
  const events = page.getByRole('dialog', { name: `Eventos da conta: ${account.name}` });
  await expect(
    events.getByRole('listitem').filter({ hasText: 'Acesso ao painel pelo administrador' }),
  ).toHaveCount(1);
  await expect(events).toContainText(/Administrador \(.+@.+\) · até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test('a link carrying a session token is refused: nobody is logged into the account it belongs to', async ({
  browser,
  baseURL,
  customer,
}) => {
  const victim = await browser.newContext({ baseURL });
  try {
    const page = await victim.newPage();
    await page.goto(`/login?token=${encodeURIComponent(customer.token)}`);
    await expectLinkRefused(page);
    // The token itself still belongs only to its owner's session.
    await page.goto('/panel');
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await victim.close();
  }
});

test('with a session open in the browser, the link asks "Entrar como {nome}?" before replacing it', async ({
  page,
  request,
  adminToken,
  customer,
}) => {
  const account = await createAccount(request, adminToken);
  await openPanelWithToken(page, customer.token, '/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();

  // Cancelar: the open session stays and the link is not spent.
  const link = await impersonationLink(request, adminToken, account.id);
  await page.goto(link);
  const question = page.getByRole('alertdialog', { name: `Entrar como ${account.name}?` });
  await expect(question).toContainText(
    `Este navegador está conectado como ${customer.name} (${customer.email}).`,
  );
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();

  // Entrar: the same link now opens the account's panel in place of the open session.
  await page.goto(link);
  await page
    .getByRole('alertdialog', { name: `Entrar como ${account.name}?` })
    .getByRole('button', { name: 'Entrar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` })).toBeVisible();
  // The replaced session was ended, not just forgotten by the browser.
  expect((await request.get('/api/auth/me', { headers: bearer(customer.token) })).status()).toBe(401);
});

test('a customer cannot reach the Usuários screen', async ({ page, request, customer }) => {
  await openPanelWithToken(page, customer.token, '/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();
  // No menu entry…
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).not.toContainText([
    'Usuários',
  ]);
  await expect(page.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  // …the address typed by hand says so in red…
  await page.goto('/panel/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByText('Acesso restrito.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  // …and the server refuses the calls behind it.
  const headers = { authorization: `Bearer ${customer.token}` };
  expect((await request.get('/api/usuarios/list', { headers })).status()).toBe(403);
  expect((await request.post('/api/auth/impersonate', { headers, data: { id: customer.id } })).status()).toBe(
    403,
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every control of the admin list lies inside the window', async ({ page, request, adminToken }) => {
    const account = await createAccount(request, adminToken);
    await openPanelWithToken(page, adminToken, '/panel/usuarios');
    const card = await findCard(page, account);
    const list = page.getByRole('list', { name: 'Contas' });
    const controls = list.getByRole('button').or(page.getByRole('searchbox', { name: 'Pesquisar usuários' }));
    await expect(card.getByRole('button', { name: 'Painel do Cliente' })).toBeVisible();
    const outside = await controls.evaluateAll((elements) =>
      elements
        .map((element) => ({ name: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.left < 0 || box.right > window.innerWidth)
        .map(({ name }) => name),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
