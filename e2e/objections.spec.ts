// Objections of a product (docs/panel-screens.md#objections): the limit of 50, reached partly through the API
// and finished through the screen, which then refuses more with its message; and text that looks like markup,
// stored in an objection or a product name, shown as text on every screen that draws it.
import { bearer, createObjection, createProduct } from './support/api.ts';
import { productPaths, watchForInjectedMarkup, XSS_IMAGE } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';
import { selectField } from './support/ui.ts';

const LIMIT = 50;
const LIMIT_MESSAGE = 'Limite máximo de 50 objeções atingido. Para adicionar uma nova, remova uma existente.';
const XSS_SCRIPT = '<script>alert(2)</script>';

test('objections up to the limit of 50; then the screen refuses more until one is removed', async ({
  page,
  request,
  customer,
}) => {
  test.slow();
  const guard = watchForInjectedMarkup(page);
  const product = await createProduct(request, customer.token);
  // The first 48 through the API, for speed; the last two through the screen.
  await Promise.all(
    Array.from({ length: LIMIT - 2 }, (_, index) =>
      createObjection(request, customer.token, product.id, `Objeção de carga ${index + 1}?`),
    ),
  );
  await openPanelWithToken(page, customer.token, productPaths.objections(product.id));
  const form = page.getByRole('form', { name: 'Nova objeção' });
  const add = form.getByRole('button', { name: 'Adicionar objeção' });
  const list = page.getByRole('list', { name: 'Objeções cadastradas' });
  await expect(page.getByText(`48 de ${LIMIT} objeções`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(48);

  // The limit's own message, word for word.
  await add.click();
  await expect(form.getByText('Pergunta é obrigatória')).toBeVisible();
  await expect(form.getByText('Resposta é obrigatória')).toBeVisible();

  // The answer box takes Enter as a new line, never as "submit".
  await form.getByRole('textbox', { name: 'Pergunta' }).fill('Tem garantia?');
  const resposta = form.getByRole('textbox', { name: 'Resposta' });
  await resposta.fill('Sim, 30 dias.');
  await resposta.press('Enter');
  await resposta.pressSequentially('Devolvemos todo o valor.');
  await expect(resposta).toHaveValue('Sim, 30 dias.\nDevolvemos todo o valor.');
  await expect(page.getByText(`48 de ${LIMIT} objeções`)).toBeVisible();
  await add.click();
  await expect(page.getByText('Objeção cadastrada com sucesso!')).toBeVisible();
  await expect(page.getByText(`49 de ${LIMIT} objeções`)).toBeVisible();
  await expect(form.getByText(LIMIT_MESSAGE)).toHaveCount(0);

  // The 50th carries markup in both fields: it is stored and drawn as typed.
  await form.getByRole('textbox', { name: 'Pergunta' }).fill(XSS_IMAGE);
  await resposta.fill(XSS_SCRIPT);
  await add.click();
  await expect(page.getByText(`${LIMIT} de ${LIMIT} objeções`)).toBeVisible();
  await expect(form.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(add).toBeDisabled();

  // The server holds the same line (the screen is not the only guard).
  const refused = await request.post(`/api/products/${product.id}/objecoes`, {
    headers: bearer(customer.token),
    data: { pergunta: 'Uma a mais?', resposta: 'Não cabe.', status: 'ativa' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(await refused.text()).toContain(LIMIT_MESSAGE);

  await page.reload();
  await expect(page.getByText(`${LIMIT} de ${LIMIT} objeções`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(LIMIT);
  await expect(form.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(add).toBeDisabled();
  const stored = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: XSS_IMAGE }) });
  await expect(stored.getByRole('heading', { level: 3 })).toHaveText(XSS_IMAGE);
  await expect(stored.getByText(XSS_SCRIPT, { exact: true })).toBeVisible();
  await guard.expectNoneRan();

  // Editing an existing one is still allowed at the limit.
  await list.getByRole('button', { name: 'Editar: Tem garantia?' }).click();
  const editForm = page.getByRole('form', { name: 'Editar objeção' });
  await expect(editForm.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  await editForm.getByRole('button', { name: 'Cancelar' }).click();

  // Removing one (after the confirmation) makes room again.
  await list.getByRole('button', { name: 'Excluir: Objeção de carga 1?' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir objeção' });
  await expect(dialog).toContainText(
    'Deseja excluir a objeção "Objeção de carga 1?"? Esta ação não pode ser desfeita.',
  );
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Objeção excluída com sucesso!')).toBeVisible();
  await expect(page.getByText(`49 de ${LIMIT} objeções`)).toBeVisible();
  await expect(form.getByText(LIMIT_MESSAGE)).toHaveCount(0);
  await expect(add).toBeEnabled();
});

test('a product name holding markup is shown as text on the product screens', async ({
  page,
  request,
  customer,
}) => {
  const guard = watchForInjectedMarkup(page);
  const product = await createProduct(request, customer.token, XSS_IMAGE);
  await createObjection(request, customer.token, product.id, `Sobre ${XSS_IMAGE}?`, XSS_SCRIPT);

  await openPanelWithToken(page, customer.token, productPaths.list);
  await expect(page.getByRole('heading', { level: 2, name: XSS_IMAGE })).toHaveText(XSS_IMAGE);
  await page.getByRole('link', { name: XSS_IMAGE }).click();
  await expect(page.getByRole('textbox', { name: 'Nome do produto' })).toHaveValue(XSS_IMAGE);

  await page.goto(productPaths.flow(product.id));
  await expect(page.getByText(`mensagens que o agente envia aos leads de ${XSS_IMAGE}.`)).toBeVisible();

  await page.goto(productPaths.objections(product.id));
  await expect(page.getByRole('heading', { level: 3, name: `Sobre ${XSS_IMAGE}?` })).toBeVisible();
  await expect(page.getByText(XSS_SCRIPT, { exact: true })).toBeVisible();

  await page.goto('/panel/meu-agente');
  // The name is an option's text, not markup.
  await expect(
    selectField(page, 'Produto').getByRole('option', { name: XSS_IMAGE, exact: true }),
  ).toHaveCount(1);
  await guard.expectNoneRan();
});
