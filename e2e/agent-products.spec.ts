// The customer's agent and products through their screens: the persona of "Meu Agente" with its validation
// and what a reload shows, and a product created, listed and deleted from "Meus Produtos"
// (docs/panel-screens.md).
import { bearer, createObjection, createProduct } from './support/api.ts';
import { productPaths } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';
import { chooseOption, chosenOption, selectField } from './support/ui.ts';

test('Meu Agente: the persona is validated, saved, and shown again after a reload', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, '/panel/meu-agente');
  const form = page.getByRole('form', { name: 'Meu Agente' });
  await expect(form.getByLabel('Mensagem de pausa')).toHaveValue('Um momento, já te retorno');

  // Every required field says so in its own words.
  await form.getByRole('button', { name: 'Cadastrar agente' }).click();
  for (const message of [
    'Nome é obrigatório',
    'Sexo é obrigatório',
    'Idade é obrigatória',
    'Tom de voz é obrigatório',
    'Objetivo é obrigatório',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  const idade = form.getByRole('textbox', { name: 'Idade' });
  await idade.fill('17');
  await form.getByRole('button', { name: 'Cadastrar agente' }).click();
  await expect(form.getByText('Idade mínima é 18 anos')).toBeVisible();
  await idade.fill('101');
  await form.getByRole('button', { name: 'Cadastrar agente' }).click();
  await expect(form.getByText('Idade máxima é 100 anos')).toBeVisible();

  // The name holds at most 30 characters.
  const nome = form.getByRole('textbox', { name: 'Nome', exact: true });
  await nome.fill('A'.repeat(31));
  await expect(nome).toHaveValue('A'.repeat(30));

  await nome.fill('Ana Vendedora');
  await chooseOption(form, 'Sexo', 'Feminino');
  await idade.fill('32');
  await chooseOption(form, 'Tom de voz', 'Profissional');
  await chooseOption(form, 'Objetivo', 'Qualificação (SDR)');
  await chooseOption(form, 'Produto', product.nome_produto);
  await form.getByLabel('Nunca fazer').fill('Nunca prometa desconto sem falar com o dono.');
  await form.getByLabel('Telefone de treinamento').fill('11988887777');
  await expect(form.getByLabel('Telefone de treinamento')).toHaveValue('(11) 98888-7777');
  await form.getByLabel('Mensagem de pausa').fill('Só um instante, já volto!');
  await form.getByRole('button', { name: 'Cadastrar agente' }).click();
  await expect(page.getByText('Agente cadastrado com sucesso!')).toBeVisible();
  // Now the agent exists: the same form updates it, and the side menu's switch can pause it.
  await expect(form.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Agente' })).toBeEnabled();

  await page.reload();
  const saved = page.getByRole('form', { name: 'Meu Agente' });
  await expect(saved.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Ana Vendedora');
  await expect(chosenOption(saved, 'Sexo')).toHaveText('Feminino');
  await expect(saved.getByRole('textbox', { name: 'Idade' })).toHaveValue('32');
  await expect(chosenOption(saved, 'Tom de voz')).toHaveText('Profissional');
  await expect(chosenOption(saved, 'Objetivo')).toHaveText('Qualificação (SDR)');
  await expect(chosenOption(saved, 'Produto')).toHaveText(product.nome_produto);
  await expect(saved.getByLabel('Nunca fazer')).toHaveValue('Nunca prometa desconto sem falar com o dono.');
  // Shown without the 55, stored with it.
  await expect(saved.getByLabel('Telefone de treinamento')).toHaveValue('(11) 98888-7777');
  await expect(saved.getByLabel('Mensagem de pausa')).toHaveValue('Só um instante, já volto!');
  const stored = await request.get('/api/agents', { headers: bearer(customer.token) });
  expect((await stored.json()).agent).toMatchObject({ phone_treinamento: '5511988887777', idade: 32 });

  // Chosen from the keyboard: type-ahead on the focused select, without opening its list.
  await selectField(saved, 'Tom de voz').focus();
  await page.keyboard.type('Calmo');
  await expect(chosenOption(saved, 'Tom de voz')).toHaveText('Calmo');
  await saved.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Agente atualizado com sucesso!')).toBeVisible();
  await page.reload();
  await expect(chosenOption(page, 'Tom de voz')).toHaveText('Calmo');
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Ana Vendedora');
});

test('Meu Agente without any product points to "Meus Produtos"', async ({ page, customer }) => {
  await openPanelWithToken(page, customer.token, '/panel/meu-agente');
  await expect(page.getByText('Você precisa cadastrar um produto primeiro em "Meus Produtos"')).toBeVisible();
  await page.getByRole('button', { name: 'Ir para Meus Produtos' }).click();
  await expect(page).toHaveURL(/\/panel\/meus-produtos$/);
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
});

test('a product is created through the screen, listed, and deleted after the confirmation', async ({
  page,
  customer,
}) => {
  const name = `Chá Verde Detox ${Date.now().toString(36)}`;
  await openPanelWithToken(page, customer.token, productPaths.list);
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();

  // The empty list offers the button twice (header and empty state): either leads to the form.
  await expect(page.getByRole('button', { name: 'Novo Produto' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Novo Produto' }).last().click();
  await expect(page).toHaveURL(/\/panel\/meus-produtos\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo Produto' })).toBeVisible();
  // Only "Produto" exists before the product does.
  const nav = page.getByRole('navigation', { name: 'Navegação do produto' });
  await expect(nav.getByRole('link', { name: 'Fluxo do Agente' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cadastrar produto' }).click();
  await expect(page.getByText('Nome do produto é obrigatório')).toBeVisible();
  await expect(page.getByText('Categoria é obrigatória')).toBeVisible();

  const nome = page.getByRole('textbox', { name: 'Nome do produto' });
  await nome.fill('x'.repeat(256));
  await expect(nome).toHaveValue('x'.repeat(255));
  await nome.fill(name);
  await chooseOption(page, 'Categoria', 'Emagrecimento');
  await page.getByRole('textbox', { name: 'Garantia' }).fill('30 dias');
  await page.getByRole('textbox', { name: 'Forma de pagamento' }).fill('Pix ou cartão em até 12x');
  const description = 'Blend de chá verde e hibisco.\nSem açúcar; 30 sachês por caixa.';
  await page.getByRole('textbox', { name: 'Descrição e benefícios' }).fill(description);
  await page.getByRole('button', { name: 'Cadastrar produto' }).click();

  await expect(page.getByText('Produto cadastrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/meus-produtos\/\d+$/);
  for (const link of ['Ofertas', 'Fluxo do Agente', 'Objeções', 'Kanban']) {
    await expect(nav.getByRole('link', { name: link })).toBeVisible();
  }

  await nav.getByRole('button', { name: 'Voltar' }).click();
  const list = page.getByRole('list', { name: 'Produtos cadastrados' });
  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Emagrecimento')).toBeVisible();
  await expect(card.getByText('30 dias')).toBeVisible();

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('textbox', { name: 'Nome do produto' })).toHaveValue(name);
  // The description the agent reads came back as typed, line break included.
  await expect(page.getByRole('textbox', { name: 'Descrição e benefícios' })).toHaveValue(description);
  await page.getByRole('button', { name: 'Excluir produto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir produto' });
  await expect(dialog).toContainText(`Deseja excluir o produto "${name}"? Esta ação não pode ser desfeita.`);
  // Cancelar keeps it.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Nome do produto' })).toHaveValue(name);

  await page.getByRole('button', { name: 'Excluir produto' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir produto' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page).toHaveURL(/\/panel\/meus-produtos$/);
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('an "Outros" product says in the seller\'s words what it is, on its card, until another category is chosen', async ({
  page,
  customer,
}) => {
  const name = `Bolo de pote ${Date.now().toString(36)}`;
  await openPanelWithToken(page, customer.token, productPaths.list);
  await page.getByRole('button', { name: 'Novo Produto' }).first().click();
  await page.getByRole('textbox', { name: 'Nome do produto' }).fill(name);
  const other = page.getByRole('textbox', { name: 'Qual é a categoria?' });
  await expect(other).toHaveCount(0);
  await chooseOption(page, 'Categoria', 'Outros');
  await expect(other).toHaveAttribute('placeholder', 'Ex.: Roupas, Doces, Cursos online');
  await page.getByRole('button', { name: 'Cadastrar produto' }).click();
  await expect(page.getByText('Informe a categoria')).toBeVisible();
  await other.fill('c'.repeat(41));
  await expect(other).toHaveValue('c'.repeat(40));
  await other.fill(' Doces ');
  await page.getByRole('button', { name: 'Cadastrar produto' }).click();
  await expect(page.getByText('Produto cadastrado com sucesso!')).toBeVisible();
  await expect(other).toHaveValue('Doces');

  const nav = page.getByRole('navigation', { name: 'Navegação do produto' });
  await nav.getByRole('button', { name: 'Voltar' }).click();
  const card = page
    .getByRole('list', { name: 'Produtos cadastrados' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Doces', { exact: true })).toBeVisible();
  await expect(card.getByText('Outros', { exact: true })).toHaveCount(0);

  // Another category: the question goes away and the card shows that category.
  await card.getByRole('link', { name }).click();
  await chooseOption(page, 'Categoria', 'Renda Extra');
  await expect(other).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Produto atualizado com sucesso!')).toBeVisible();
  await nav.getByRole('button', { name: 'Voltar' }).click();
  await expect(card.getByText('Renda Extra', { exact: true })).toBeVisible();
  await expect(card.getByText('Doces', { exact: true })).toHaveCount(0);
});

test('a product still holding objections is not deleted and the screen says what to remove first', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await createObjection(request, customer.token, product.id, 'Funciona mesmo?');
  await openPanelWithToken(page, customer.token, productPaths.edit(product.id));

  // The dialog tells what blocks the delete before anything is asked, and offers no delete that would fail.
  await page.getByRole('button', { name: 'Excluir produto' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Não é possível excluir o produto' });
  await expect(dialog).toContainText(`Antes de excluir o produto "${product.nome_produto}", remova:`);
  await expect(dialog.getByRole('listitem')).toHaveText(['1 objeção em Objeções']);
  await expect(dialog.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Entendi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/panel/meus-produtos/${product.id}$`));

  await page.goto(productPaths.list);
  await expect(page.getByRole('heading', { name: product.nome_produto })).toBeVisible();
});
