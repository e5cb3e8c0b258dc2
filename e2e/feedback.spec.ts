// Results appear where the user is looking: on the long Meu Agente form a failed save moves focus to the first
// invalid field, scrolled into view, and a successful save shows its message in the toast corner; pausing the
// whole agent from the menu's switch asks first and says what changed. Saves on Produto and Meus Dados also
// report in the toast corner.
import type { Locator } from '@playwright/test';
import { createAgent, createProduct } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether the element lies wholly inside the viewport now. */
const inViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
    );
  });

test('Meu Agente: a failed save focuses the first invalid field in view, a good one shows a toast in view', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await createAgent(request, customer.token, product.id);
  await openPanelWithToken(page, customer.token, '/panel/meu-agente');
  const form = page.getByRole('form', { name: 'Meu Agente' });
  const nome = form.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(nome).toHaveValue('Agente E2E');

  // The save button sits at the bottom of a form taller than the window; the name field at its top.
  await nome.fill('');
  const save = form.getByRole('button', { name: 'Salvar alterações' });
  await save.scrollIntoViewIfNeeded();
  await expect.poll(() => inViewport(nome)).toBe(false);
  await save.click();
  await expect(nome).toBeFocused();
  await expect(form.getByText('Nome é obrigatório', { exact: true })).toBeVisible();
  await expect.poll(() => inViewport(nome)).toBe(true);

  await nome.fill('Ana Vendedora');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const toast = page
    .getByRole('region', { name: 'Notificações' })
    .getByRole('alertdialog', { name: 'Agente atualizado com sucesso!' });
  await expect(toast).toBeVisible();
  await expect.poll(() => inViewport(toast)).toBe(true);
});

test('the agent switch asks before pausing, then says it is paused; reactivating says so too', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await createAgent(request, customer.token, product.id);
  await openPanelWithToken(page, customer.token, '/panel');
  const toggle = page.getByRole('switch', { name: 'Agente' });
  await expect(toggle).toBeChecked();
  // The switch's input is visually hidden; keyboard use is what a user of the switch does anyway.
  const flip = async () => {
    await toggle.focus();
    await page.keyboard.press('Space');
  };

  await flip();
  const dialog = page.getByRole('alertdialog', { name: 'Pausar o agente?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();

  await flip();
  await page
    .getByRole('alertdialog', { name: 'Pausar o agente?' })
    .getByRole('button', { name: 'Pausar agente' })
    .click();
  await expect(toggle).not.toBeChecked();
  const notifications = page.getByRole('region', { name: 'Notificações' });
  await expect(
    notifications.getByText('Agente pausado: ele não responderá novos contatos até você reativá-lo.'),
  ).toBeVisible();

  await flip();
  await expect(toggle).toBeChecked();
  await expect(notifications.getByText('Agente reativado.')).toBeVisible();
});

test('Produto: a save shows its message in the toast corner, inside the window', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, `/panel/meus-produtos/${product.id}`);
  const nome = page.getByRole('textbox', { name: /Nome do produto/ });
  await expect(nome).toHaveValue(product.nome_produto);
  await nome.fill(`${product.nome_produto} Plus`);
  const save = page.getByRole('button', { name: 'Salvar produto' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const toast = page
    .getByRole('region', { name: 'Notificações' })
    .getByText('Produto atualizado com sucesso!');
  await expect(toast).toBeVisible();
  await expect.poll(() => inViewport(toast)).toBe(true);
});

test('Meus Dados: a save shows its message in the toast corner, inside the window', async ({
  page,
  customer,
}) => {
  await openPanelWithToken(page, customer.token, '/panel/meus-dados');
  await page.getByRole('button', { name: 'Editar' }).click();
  const nome = page.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.fill(`${customer.name} Lima`);
  const save = page.getByRole('button', { name: 'Salvar', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const toast = page
    .getByRole('region', { name: 'Notificações' })
    .getByText('Dados atualizados com sucesso!');
  await expect(toast).toBeVisible();
  await expect.poll(() => inViewport(toast)).toBe(true);
});
