import { expect, test } from '@playwright/test';

test.describe('landing page', { tag: '@responsive' }, () => {
  test("'Assinar Agora' brings the plans into view", async ({ page }) => {
    await page.goto('/');
    // On a phone the header button sits in the slide-in menu; the hero carries the same action.
    await page.getByRole('main').getByRole('link', { name: 'Assinar Agora' }).first().click();
    const plans = page.locator('#planos');
    await expect(plans).toBeInViewport();
    await expect(plans.getByText('R$ 147,00').first()).toBeVisible();
    await expect(plans.getByText('R$ 247,00').first()).toBeVisible();
    await expect(plans.getByText('R$ 397,00').first()).toBeVisible();
  });

  test("'Acessar Agente' leads to the login screen", async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Acessar Agente' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the mobile menu slides in and closes at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.click();
  const menu = page.getByRole('dialog').or(page.getByRole('region', { name: 'Menu' }));
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Acessar Agente' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the order-approved page sends the buyer to the panel login', async ({ page }) => {
  await page.goto('/compra-confirmada');
  await expect(page.getByText(/senha provisória/i).first()).toBeVisible();
  await page.getByRole('link', { name: 'Acessar meu painel' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown address lands on the home page', async ({ page }) => {
  await page.goto('/qualquer-coisa-que-nao-existe');
  await expect(page).toHaveURL(/\/$/);
});
