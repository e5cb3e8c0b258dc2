// On a phone (375 px) the Desativados list and the product bar keep every control within reach: the list
// becomes stacked rows, the bar one row that scrolls inside itself, and the page never scrolls sideways.
import { expect, type Locator, type Page } from '@playwright/test';
import { createProduct, uniquePhone } from './support/api.ts';
import { test } from './support/fixtures.ts';
import { blockNumber } from './support/operations.ts';
import { openPanelWithToken } from './support/session.ts';

const PHONE = { width: 375, height: 812 };

/** How far the document reaches past the window's width (0 when it does not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Fails unless the whole control lies between the window's left and right edges. */
async function expectInsideWindow(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box, 'o controle não aparece').not.toBeNull();
  if (!box) return;
  const name = (await control.textContent())?.trim() || (await control.getAttribute('aria-label'));
  expect(box.x, `${name} começa fora da janela`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} termina fora da janela`).toBeLessThanOrEqual(PHONE.width);
}

test.use({ viewport: PHONE });

test('Desativados at 375 px: stacked rows, every control inside the window', async ({
  page,
  request,
  customer,
}) => {
  await blockNumber(request, customer, 'Fornecedor de embalagens Ltda', uniquePhone());
  await blockNumber(request, customer, 'Mãe', uniquePhone());
  await openPanelWithToken(page, customer.token, '/panel/desativados');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Excluir: Mãe' })).toBeVisible();
  await expect.poll(() => overflow(page)).toBe(0);

  const controls = main.locator('button:visible, a:visible, input:visible');
  expect(await controls.count()).toBeGreaterThan(4);
  for (const control of await controls.all()) await expectInsideWindow(control);

  // A row reads name, then number, then date, one under the other, and its delete still works.
  const row = main.getByRole('row', { name: /Fornecedor de embalagens Ltda/ });
  const [name, phone, date] = await row.getByRole('cell').all();
  const top = async (cell: Locator | undefined) => (await cell?.boundingBox())?.y ?? Number.NaN;
  expect(await top(phone)).toBeGreaterThan(await top(name));
  expect(await top(date)).toBeGreaterThan(await top(phone));
  await row.getByRole('button', { name: 'Excluir: Fornecedor de embalagens Ltda' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Excluir registro' })).toBeVisible();
});

test('the product bar at 375 px: one scrollable row, the current screen marked, the product named', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token, 'Kit Bolo de Pote');
  const screens = [
    { path: `/panel/meus-produtos/${product.id}`, current: 'Produto' },
    { path: `/panel/ofertas/${product.id}`, current: 'Ofertas' },
    { path: `/panel/produto-detalhes/${product.id}`, current: 'Fluxo do Agente' },
    { path: `/panel/objecoes/${product.id}`, current: 'Objeções' },
    { path: `/panel/kanban/${product.id}`, current: 'Kanban' },
  ];
  for (const screen of screens) {
    await openPanelWithToken(page, customer.token, screen.path);
    const bar = page.getByRole('navigation', { name: 'Navegação do produto' });
    await expect(bar).toContainText(`Kit Bolo de Pote›${screen.current}`);
    const current = bar.getByRole('link', { name: screen.current });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    // Brought into view on load, without the user scrolling.
    await expectInsideWindow(current);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => overflow(page), { message: screen.path }).toBe(0);

    const links = await bar.getByRole('link').all();
    const tops = new Set<number>();
    for (const link of links) tops.add(Math.round((await link.boundingBox())?.y ?? -1));
    expect(tops.size, 'os botões ficam numa só linha').toBe(1);
    await expectInsideWindow(bar.getByRole('button', { name: 'Voltar' }));
    for (const link of links) {
      await link.scrollIntoViewIfNeeded();
      await expectInsideWindow(link);
    }
  }

  // The first screen, scrolled back to from the kanban, opens.
  await page
    .getByRole('navigation', { name: 'Navegação do produto' })
    .getByRole('link', { name: 'Produto' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/panel/meus-produtos/${product.id}$`));
});
