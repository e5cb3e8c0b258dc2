import { expect, test } from '@playwright/test';

// The one-port routing of the product server with both apps built (route table and guard).
test('an unknown address lands on the home page', async ({ page }) => {
  await page.goto('/qualquer-coisa-que-nao-existe');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown panel address lands on the home page too', async ({ page }) => {
  await page.goto('/panel/nao-existe');
  await expect(page).toHaveURL(/\/(login\?.*)?$/);
});

test('a panel page asked for while logged out goes to the login, which remembers it', async ({ page }) => {
  await page.goto('/panel/meu-agente');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpanel%2Fmeu-agente$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
