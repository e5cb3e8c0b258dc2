import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type Handler, json } from '../../testing/fakeApi.ts';
import { product } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import ProdutoFormScreen from './ProdutoFormScreen.tsx';

function renderForm(path: string, routes: Record<string, Handler> = {}) {
  return renderScreen(ProdutoFormScreen, {
    route: '/panel/meus-produtos/:id',
    path,
    routes: { 'GET /api/products/3': () => json({ product }), ...routes },
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Navegação do produto' });

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, category: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), category);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ProdutoFormScreen — novo', { timeout: 20_000 }, () => {
  it('offers only Voltar and Produto before the product exists, and no delete', async () => {
    renderForm('/panel/meus-produtos/novo');
    expect(await screen.findByRole('heading', { name: 'Novo Produto' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Produto']);
    expect(screen.queryByRole('button', { name: 'Excluir produto' })).not.toBeInTheDocument();
  });

  it("validates with the form's messages and sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderForm('/panel/meus-produtos/novo');
    await user.click(await screen.findByRole('button', { name: 'Cadastrar produto' }));
    expect(screen.getByText('Nome do produto é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Categoria é obrigatória')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('creates the product, then opens its page with the success message', async () => {
    const user = userEvent.setup();
    const created = { ...product, id: 9, nome_produto: 'Chá Detox', categoria: 'Emagrecimento' as const };
    const { api, location } = renderForm('/panel/meus-produtos/novo', {
      'POST /api/products': () => json({ product: created }, 201),
      'GET /api/products/9': () => json({ product: created }),
    });
    await user.click(await screen.findByRole('textbox', { name: /Nome do produto/ }));
    await user.paste('  Chá Detox ');
    await chooseCategory(user, 'Emagrecimento');
    await user.click(screen.getByRole('textbox', { name: 'Garantia' }));
    await user.paste('7 dias');
    await user.click(screen.getByRole('textbox', { name: 'Descrição e benefícios' }));
    await user.paste('Chá de ervas que ajuda a desinchar.\nSem açúcar.');
    await user.click(screen.getByRole('button', { name: 'Cadastrar produto' }));

    expect(await screen.findByText('Produto cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')[0]?.body).toEqual({
      nome_produto: 'Chá Detox',
      categoria: 'Emagrecimento',
      categoria_outra: null,
      garantia: '7 dias',
      forma_pagamento: null,
      descricao: 'Chá de ervas que ajuda a desinchar.\nSem açúcar.',
    });
    expect(location.history?.at(-1)).toBe('/panel/meus-produtos/9');
    expect(await screen.findByRole('heading', { name: 'Editar produto' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Ofertas' })).toHaveAttribute('href', '/panel/ofertas/9');
  });

  it("says 'Erro ao salvar produto' when the server gives no message", async () => {
    const user = userEvent.setup();
    renderForm('/panel/meus-produtos/novo', { 'POST /api/products': () => fail(500, '') });
    await user.click(await screen.findByRole('textbox', { name: /Nome do produto/ }));
    await user.paste('Chá');
    await chooseCategory(user, 'Emagrecimento');
    await user.click(screen.getByRole('button', { name: 'Cadastrar produto' }));
    expect(await screen.findByText('Erro ao salvar produto')).toBeInTheDocument();
  });

  it('asks what the product is when "Outros" is chosen, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const created = {
      ...product,
      id: 9,
      nome_produto: 'Bolo de pote',
      categoria: 'Outros' as const,
      categoria_outra: 'Doces',
    };
    const { api } = renderForm('/panel/meus-produtos/novo', {
      'POST /api/products': () => json({ product: created }, 201),
      'GET /api/products/9': () => json({ product: created }),
    });
    await user.click(await screen.findByRole('textbox', { name: /Nome do produto/ }));
    await user.paste('Bolo de pote');
    expect(screen.queryByRole('textbox', { name: /Qual é a categoria/ })).not.toBeInTheDocument();
    await chooseCategory(user, 'Outros');
    const other = screen.getByRole('textbox', { name: /Qual é a categoria/ });
    expect(other).toHaveAttribute('placeholder', 'Ex.: Roupas, Doces, Cursos online');

    await user.click(screen.getByRole('button', { name: 'Cadastrar produto' }));
    expect(screen.getByText('Informe a categoria')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);

    await user.click(other);
    await user.paste('  Doces ');
    await user.click(screen.getByRole('button', { name: 'Cadastrar produto' }));
    expect(await screen.findByText('Produto cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')[0]?.body).toMatchObject({
      categoria: 'Outros',
      categoria_outra: 'Doces',
    });
  });
});

describe('ProdutoFormScreen — existing product', { timeout: 20_000 }, () => {
  it('loads the product into the form with every product button', async () => {
    renderForm('/panel/meus-produtos/3');
    expect(await screen.findByRole('textbox', { name: /Nome do produto/ })).toHaveValue('Kit Capilar');
    expect(screen.getByRole('textbox', { name: 'Garantia' })).toHaveValue('7 dias');
    expect(screen.getByRole('textbox', { name: 'Forma de pagamento' })).toHaveValue('Pix');
    expect(screen.getByRole('textbox', { name: 'Descrição e benefícios' })).toHaveValue(
      'Fortalece os fios da raiz às pontas.',
    );
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Produto', '/panel/meus-produtos/3'],
      ['Ofertas', '/panel/ofertas/3'],
      ['Fluxo do Agente', '/panel/produto-detalhes/3'],
      ['Objeções', '/panel/objecoes/3'],
      ['Kanban', '/panel/kanban/3'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Produto' })).toHaveAttribute('aria-current', 'page');
  });

  it('Voltar goes back to the product list', async () => {
    const user = userEvent.setup();
    const { location } = renderForm('/panel/meus-produtos/3');
    await user.click(within(nav()).getByRole('button', { name: 'Voltar' }));
    expect(location.history?.at(-1)).toBe('/panel/meus-produtos');
  });

  it('updates the product and its toast closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderForm('/panel/meus-produtos/3', {
      'PUT /api/products/3': ({ body }) => json({ product: { id: 3, ...(body as object) } }),
    });
    const name = await screen.findByRole('textbox', { name: /Nome do produto/ });
    await user.clear(name);
    await user.paste('Kit Capilar Plus');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(notifications).findByText('Produto atualizado com sucesso!')).toBeVisible();
    expect(api.callsTo('PUT /api/products/3')[0]?.body).toEqual({
      nome_produto: 'Kit Capilar Plus',
      categoria: 'Tratamento Capilar',
      categoria_outra: null,
      garantia: '7 dias',
      forma_pagamento: 'Pix',
      descricao: 'Fortalece os fios da raiz às pontas.',
    });
    // It closes by itself after 3 s.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(screen.getByText('Produto atualizado com sucesso!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Produto atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation that says the offers go with it', async () => {
    const user = userEvent.setup();
    const { api, location } = renderForm('/panel/meus-produtos/3', {
      'GET /api/products/3/dependencias': () => json({ midias: 0, etapas: 0, objecoes: 0, ofertas: 2 }),
      'DELETE /api/products/3': () => json({ message: 'Produto excluído com sucesso!' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir produto' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir produto' });
    expect(dialog).toHaveTextContent('As 2 ofertas deste produto também serão excluídas.');
    expect(dialog).toHaveTextContent('não pode ser desfeita');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE /api/products/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Excluir produto' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/panel/meus-produtos'));
    expect(api.callsTo('DELETE /api/products/3')).toHaveLength(1);
  });

  it('says what blocks the delete, with counts and links, instead of offering a delete that fails', async () => {
    const user = userEvent.setup();
    const { api } = renderForm('/panel/meus-produtos/3', {
      'GET /api/products/3/dependencias': () => json({ midias: 1, etapas: 3, objecoes: 2, ofertas: 1 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir produto' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Não é possível excluir o produto' });
    expect(dialog).toHaveTextContent('1 mídia');
    expect(dialog).toHaveTextContent('3 etapas do fluxo');
    expect(dialog).toHaveTextContent('2 objeções');
    expect(within(dialog).getAllByRole('link', { name: 'em Fluxo do Agente' })[0]).toHaveAttribute(
      'href',
      '/panel/produto-detalhes/3',
    );
    expect(within(dialog).getByRole('link', { name: 'em Objeções' })).toHaveAttribute(
      'href',
      '/panel/objecoes/3',
    );
    expect(within(dialog).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    expect(api.callsTo('DELETE /api/products/3')).toHaveLength(0);
  });

  it('still explains what to remove first if the server refuses the delete (409)', async () => {
    const user = userEvent.setup();
    const { location } = renderForm('/panel/meus-produtos/3', {
      'GET /api/products/3/dependencias': () => json({ midias: 0, etapas: 0, objecoes: 0, ofertas: 0 }),
      'DELETE /api/products/3': () => fail(409, 'update or delete violates foreign key constraint', '23503'),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir produto' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(
      await screen.findByText(
        'Antes de excluir seu produto você precisa primeiro remover todas as mídias, etapas do fluxo e objeções do produto.',
      ),
    ).toBeInTheDocument();
    // The confirmation closes; the explanation stays in the toast corner until closed.
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Excluir produto' })).not.toBeInTheDocument(),
    );
    expect(location.history?.at(-1)).toBe('/panel/meus-produtos/3');
  });

  it("says 'Erro ao carregar produto' when the product cannot be loaded", async () => {
    renderForm('/panel/meus-produtos/3', { 'GET /api/products/3': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar produto')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome do produto/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when it sends one", async () => {
    renderForm('/panel/meus-produtos/3', {
      'GET /api/products/3': () => fail(404, 'Produto não encontrado.'),
    });
    expect(await screen.findByText('Produto não encontrado.')).toBeInTheDocument();
  });
});
