// The administrator's Usuários screen (docs/admin.md): a table sorted on the server by its headers on a desktop,
// cards on a phone; find an account, edit its plan (kept after a reload),
// open that customer's panel in a new tab (a one-use link, only with a token made for it, never touching the session
// open in the browser), with a notice on every screen and the way back; and no customer gets in there.
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

/** Types the account's e-mail into the search box and waits for the list the server sends back for it. */
async function search(page: Page, account: NewAccount) {
  // The list asks the server once typing pauses, then redraws: wait for that answer, or an account seen on the
  // first page would be replaced under the test's hands.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/usuarios/list') &&
      new URL(response.url()).searchParams.get('busca') === account.email,
  );
  await page.getByRole('searchbox', { name: 'Pesquisar usuários' }).fill(account.email);
  await searched;
}

/** The account's row in the desktop's table, found through the search box as the administrator would. */
async function findRow(page: Page, account: NewAccount) {
  await search(page, account);
  const row = page.getByRole('table', { name: 'Contas' }).getByRole('row').filter({ hasText: account.email });
  await expect(row).toBeVisible();
  return row;
}

/** The account's card on a phone's list, found the same way. */
async function findCard(page: Page, account: NewAccount) {
  await search(page, account);
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

  const row = await findRow(page, account);
  await expect(row).toContainText(`#${account.id}`);
  await expect(row).toContainText('ATIVO');
  await expect(row).toContainText('Basic');

  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar Usuário #${account.id}` });
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(account.name);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expect(dialog.getByRole('textbox', { name: 'Nome Plano' })).toHaveValue('Basic');

  // Cancelar leaves the account as it was.
  await dialog.getByRole('textbox', { name: 'Nome Plano' }).fill('Descartado');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Basic');

  await row.getByRole('button', { name: 'Editar' }).click();
  await dialog.getByRole('textbox', { name: 'ID Plano' }).fill('advanced');
  await dialog.getByRole('textbox', { name: 'Nome Plano' }).fill('Advanced');
  await dialog.getByRole('textbox', { name: 'Valor Plano' }).fill('397');
  await dialog.getByRole('spinbutton', { name: 'Conversas Plano' }).fill('1000');
  await dialog.getByRole('textbox', { name: 'Observações' }).fill('Upgrade pedido pelo suporte.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Advanced');

  // After a reload the account's form holds what was saved.
  await page.reload();
  const reloaded = await findRow(page, account);
  await expect(reloaded).toContainText('Advanced');
  await reloaded.getByRole('button', { name: 'Editar' }).click();
  const saved = {
    'ID Plano': 'advanced',
    'Nome Plano': 'Advanced',
    'Valor Plano': '397,00',
    Observações: 'Upgrade pedido pelo suporte.',
  };
  for (const [name, value] of Object.entries(saved)) {
    await expect(dialog.getByRole('textbox', { name })).toHaveValue(value);
  }
  await expect(dialog.getByRole('spinbutton', { name: 'Conversas Plano' })).toHaveValue('1000');
});

test('the table sorts on the server by the header clicked or pressed with Enter, announced in aria-sort', async ({
  page,
  request,
  adminToken,
}) => {
  await createAccount(request, adminToken);
  await openPanelWithToken(page, adminToken, '/panel/usuarios');
  const table = page.getByRole('table', { name: 'Contas' });
  await expect(table.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');

  const expiry = table.getByRole('columnheader', { name: 'Expiração' });
  const asked = (direcao: string) =>
    page.waitForResponse((response) => {
      const query = new URL(response.url()).searchParams;
      return (
        response.url().includes('/api/usuarios/list') &&
        query.get('ordem') === 'expiracao' &&
        query.get('direcao') === direcao
      );
    });
  let answered = asked('asc');
  await expiry.click();
  await answered;
  await expect(expiry).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('radio', { name: 'Expiração' })).toBeChecked();

  // The keyboard: the header's button focused, Enter, the other way round.
  answered = asked('desc');
  await expiry.getByRole('button', { name: 'Expiração' }).focus();
  await page.keyboard.press('Enter');
  await answered;
  await expect(expiry).toHaveAttribute('aria-sort', 'descending');
  // The page's dates run from the latest down; accounts without one come last. The rows
  // follow the answer by a render, so the check waits for them.
  const expiryColumn = () =>
    table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[4]?.textContent ?? ''));
  const runsFromLatest = (dates: string[]) => {
    const days = dates.filter((date) => date !== '—').map((date) => date.split('/').reverse().join('-'));
    const sorted = days.join() === [...days].sort().reverse().join();
    return sorted && dates.slice(days.length).every((date) => date === '—');
  };
  await expect.poll(async () => runsFromLatest(await expiryColumn())).toBe(true);
});

test("an expired plan shows as INATIVO and 'Entrar como cliente' opens that panel in a new tab, the admin's untouched", async ({
  page,
  browser,
  request,
  adminToken,
  baseURL,
}) => {
  const account = await createAccount(request, adminToken);
  await openPanelWithToken(page, adminToken, '/panel/usuarios');
  const row = await findRow(page, account);
  // The administrator is never listed as a customer.
  await page.getByRole('searchbox', { name: 'Pesquisar usuários' }).fill('admin@');
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await findRow(page, account);

  // Expiração moved into the past: the account turns inactive, and the change is one of the account's events.
  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar Usuário #${account.id}` });
  await dialog.getByLabel('Expiração').fill('2024-01-15');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('INATIVO');
  await expect(row).toContainText('15/01/2024');
  await page.getByRole('radio', { name: 'Inativos' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('radio', { name: 'Ativos', exact: true }).click();
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await page.getByRole('radio', { name: 'Todos' }).click();

  // 'Entrar como cliente': a new tab on the customer's panel, with no forced password change.
  const opened = page.context().waitForEvent('page');
  await row.getByRole('button', { name: 'Entrar como cliente' }).click();
  const customerPage = await opened;
  await expect(customerPage).toHaveURL(/\/panel$/);
  await expect(customerPage.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` })).toBeVisible();
  await expect(customerPage.getByText('Seu plano expirou no dia: 15/01/2024')).toBeVisible();
  await expect(customerPage.getByRole('dialog')).toHaveCount(0);
  await expect(customerPage.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  // Every screen says whose panel it is.
  const notice = customerPage.getByText(`Você está vendo o painel de ${account.name}`);
  await expect(notice).toBeVisible();
  await customerPage
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Meus Dados' })
    .click();
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Meus Dados' })).toBeVisible();
  await expect(notice).toBeVisible();

  // The administrator's tab kept its own session all along.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(page.getByText(/Você está vendo o painel de/)).toHaveCount(0);
  expect((await request.get('/api/auth/me', { headers: bearer(adminToken) })).status()).toBe(200);

  // Sair ends the customer's session only and brings the administrator's panel back in that tab.
  await customerPage.getByRole('button', { name: `Sair do painel de ${account.name}` }).click();
  await expect(customerPage).toHaveURL(/\/panel\/usuarios$/);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(customerPage.getByText(/Você está vendo o painel de/)).toHaveCount(0);

  // A link works once: opened again, in another browser, it is refused.
  const link = await impersonationLink(request, adminToken, account.id);
  const first = await browser.newContext({ baseURL });
  const again = await browser.newContext({ baseURL });
  try {
    const firstPage = await first.newPage();
    await firstPage.goto(link);
    await expect(firstPage.getByText(`Você está vendo o painel de ${account.name}`)).toBeVisible();
    const laterPage = await again.newPage();
    await laterPage.goto(link);
    await expectLinkRefused(laterPage);
  } finally {
    await first.close();
    await again.close();
  }

  // The account's events show the plan change and the administrator's two visits (the new tab, then the link
  // opened once in another browser; its refused second use is no visit).
  await findRow(page, account);
  await row.getByRole('button', { name: 'Eventos da conta' }).click();
  const events = page.getByRole('dialog', { name: `Eventos da conta: ${account.name}` });
  await expect(
    events.getByRole('listitem').filter({ hasText: 'Acesso ao painel pelo administrador' }),
  ).toHaveCount(2);
  await expect(events).toContainText(/Administrador \(.+@.+\) · até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(
    events.getByRole('listitem').filter({ hasText: 'Plano alterado pelo administrador' }),
  ).toContainText('→ expira em 15/01/2024');
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

test("a link opened where a session is open leaves that session as it is: the tab shows the link's panel", async ({
  page,
  request,
  adminToken,
  customer,
}) => {
  const account = await createAccount(request, adminToken);
  await openPanelWithToken(page, customer.token, '/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();

  await page.goto(await impersonationLink(request, adminToken, account.id));
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` })).toBeVisible();
  await expect(page.getByText(`Você está vendo o painel de ${account.name}`)).toBeVisible();
  // The open session was neither replaced nor ended.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY)).toBe(customer.token);
  expect((await request.get('/api/auth/me', { headers: bearer(customer.token) })).status()).toBe(200);
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
  await expect(page.getByRole('table')).toHaveCount(0);
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

  test('each account is a card with every field, the temporary password masked until asked for', async ({
    page,
    request,
    adminToken,
  }) => {
    const account = await createAccount(request, adminToken);
    await openPanelWithToken(page, adminToken, '/panel/usuarios');
    const card = await findCard(page, account);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(card).toContainText(`#${account.id}`);
    await expect(card).toContainText('ATIVO');
    await expect(cardValue(card, 'Nome Plano')).toHaveText('Basic');
    await expect(card).toContainText('**********');
    await card.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(card).toContainText(account.senha);
    await card.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(card).not.toContainText(account.senha);
    for (const term of [
      'Telefone',
      'Email',
      'Renovação',
      'Expiração',
      'Observações',
      'ID Plano',
      'Valor Plano',
    ]) {
      await expect(cardValue(card, term)).toBeVisible();
    }
    await expect(card.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Eventos da conta' })).toBeVisible();
  });

  test('every control of the admin list lies inside the window', async ({ page, request, adminToken }) => {
    const account = await createAccount(request, adminToken);
    await openPanelWithToken(page, adminToken, '/panel/usuarios');
    const card = await findCard(page, account);
    const list = page.getByRole('list', { name: 'Contas' });
    const controls = list.getByRole('button').or(page.getByRole('searchbox', { name: 'Pesquisar usuários' }));
    await expect(card.getByRole('button', { name: 'Entrar como cliente' })).toBeVisible();
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
