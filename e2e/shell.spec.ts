// The panel's frame and home (docs/panel-screens.md#panel-layout, #dashboard): the side menu reaches every
// screen (under 768 px it is a drawer with a toggle, closed by a link, Escape or the overlay, focus going
// back to the toggle), and the dashboard's counters follow the messages the agent really exchanged on the
// customer's number.
import type { Page } from '@playwright/test';
import { bearer, type Customer, createProduct, uniquePhone } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { connectNumber, sendAsLead } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

/** At and above 768 px the menu is always open. */
const DESKTOP_BREAKPOINT_PX = 768;
const isNarrow = (page: Page) =>
  (page.viewportSize()?.width ?? DESKTOP_BREAKPOINT_PX) < DESKTOP_BREAKPOINT_PX;

/** Every menu entry of a customer, in order, and the title of the screen it opens. */
const MENU = (customer: Customer) =>
  [
    ['Dashboard', `Olá, ${customer.name}!`, /\/panel$/],
    ['Meus Produtos', 'Meus Produtos', /\/panel\/meus-produtos$/],
    ['Meu Agente', 'Meu Agente', /\/panel\/meu-agente$/],
    ['Conversas', 'Conversas', /\/panel\/conversas$/],
    ['Leads', 'Leads', /\/panel\/leads$/],
    ['Desativados', 'Desativados', /\/panel\/desativados$/],
    ['Follow Up', 'Follow Up', /\/panel\/follow-up$/],
    ['Treinamento', 'Treinamento', /\/panel\/treinamento$/],
    ['Afilie-se', 'Seja um Afiliado', /\/panel\/seja-afiliado$/],
    ['Meus Dados', 'Meus Dados', /\/panel\/meus-dados$/],
    ['Conectar WhatsApp', 'Conectar WhatsApp', /\/panel\/conectar-agente$/],
  ] as const;

test('@responsive the side menu reaches every screen; on a phone it is a drawer', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token, '/panel/meus-dados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Dados' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });

  if (isNarrow(page)) {
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.click();
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(MENU(customer).map(([label]) => label));
  await expect(menu.getByRole('link', { name: 'Meus Dados' })).toHaveAttribute('aria-current', 'page');
  if (isNarrow(page)) {
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  for (const [label, title, url] of MENU(customer)) {
    if (isNarrow(page)) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
    }
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The drawer goes away once a screen is chosen; the desktop menu stays, the entry marked current.
    if (isNarrow(page)) {
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } else {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    }
  }
});

test('@responsive Escape or a tap outside closes the phone drawer, focus back on its toggle', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token, '/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });

  if (!isNarrow(page)) {
    // The desktop menu is no drawer: nothing toggles it, Escape leaves it in place.
    await expect(toggle).toBeHidden();
    await menu.getByRole('link', { name: 'Desativados' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeVisible();
    return;
  }

  // By keyboard: the toggle opens it, Tab walks into its entries, Escape closes it and the toggle has the focus.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Meus Produtos' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(page).toHaveURL(/\/panel$/);

  // Escape right after opening it, focus still on the toggle; and the toggle itself closes it again.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();

  // A tap on the dimmed page beside the drawer closes it.
  await toggle.click();
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 375, height: 812 };
  await page.mouse.click(viewport.width - 10, viewport.height / 2);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/panel$/);
});

test('@responsive the dashboard counts the conversations and messages of the connected number', async ({
  page,
  request,
  customer,
  adminToken,
}) => {
  await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, '/panel');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();
  const counter = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(counter('Conversas únicas')).toContainText(/^Conversas únicas0$/);
  await expect(counter('Mensagens trocadas')).toContainText(/^Mensagens trocadas0$/);
  await expect(counter('Conversas do plano')).toContainText(/^Conversas do plano300$/);
  // The account's plan runs for 30 more days (support/api.ts createAccount).
  await expect(page.getByText(/^Seu plano expira em: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Conversas disponíveis' })).toHaveAttribute(
    'aria-valuetext',
    '300 de 300',
  );

  // Two leads write; the agent answers one of them.
  await connectNumber(request, customer);
  const ana = { phone: uniquePhone(), name: 'Ana Lima' };
  expect(await sendAsLead(request, customer.phone, ana)).toBe('registrado');
  expect(await sendAsLead(request, customer.phone, { ...ana, direction: 'out', text: 'Olá, Ana!' })).toBe(
    'registrado',
  );
  expect(await sendAsLead(request, customer.phone, { phone: uniquePhone(), name: 'Bruno' })).toBe(
    'registrado',
  );

  await page.reload();
  await expect(counter('Conversas únicas')).toContainText(/^Conversas únicas2$/);
  await expect(counter('Mensagens trocadas')).toContainText(/^Mensagens trocadas3$/);
  await expect(page.getByRole('meter', { name: 'Conversas utilizadas' })).toHaveAttribute(
    'aria-valuetext',
    '2 de 300',
  );
  await expect(page.getByRole('meter', { name: 'Conversas disponíveis' })).toHaveAttribute(
    'aria-valuetext',
    '298 de 300',
  );
  await expect(
    page.getByText('CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.'),
  ).toHaveCount(0);

  // The administrator cuts the plan to 2 conversations: the quota is used up, and the dashboard says so.
  const users = await request.get('/api/usuarios/list', { headers: bearer(adminToken) });
  const { usuarios } = (await users.json()) as { usuarios: Record<string, unknown>[] };
  const account = usuarios.find((user) => user.id === customer.id);
  const saved = await request.put(`/api/usuarios/${customer.id}`, {
    headers: bearer(adminToken),
    data: { ...account, id: undefined, conversas_plano: 2 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(counter('Conversas do plano')).toContainText(/^Conversas do plano2$/);
  await expect(
    page.getByText('CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Faça o upgrade do seu plano' })).toBeVisible();
});
