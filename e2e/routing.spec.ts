import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

// The one-port routing of the product server with both apps built (route table and guard).
test('an unknown address lands on the home page', async ({ page }) => {
  await page.goto('/qualquer-coisa-que-nao-existe');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown panel address, logged out, asks for the login first', async ({ page }) => {
  await page.goto('/panel/nao-existe');
  await expect(page).toHaveURL(/\/(login\?.*)?$/);
});

test('a panel page asked for while logged out goes to the login, which remembers it', async ({ page }) => {
  await page.goto('/panel/meu-agente');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpanel%2Fmeu-agente$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('@responsive an unknown panel address, logged in, says so inside the panel with the menu and a way back', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token, '/panel/nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/nao-existe$/);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  if (await toggle.isVisible()) await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${customer.name}!` })).toBeVisible();
});
