import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { product } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import MeusProdutosScreen from './MeusProdutosScreen.tsx';

const products: Schemas['Product'][] = [
  product,
  {
    id: 4,
    nome_produto: 'Mentoria Renda Extra',
    categoria: 'Renda Extra',
    categoria_outra: null,
    garantia: null,
    forma_pagamento: null,
    descricao: null,
  },
  {
    id: 5,
    nome_produto: 'Bolo de pote',
    categoria: 'Outros',
    categoria_outra: 'Doces',
    garantia: null,
    forma_pagamento: null,
    descricao: null,
  },
];

function renderList(routes: Record<string, Handler> = {}) {
  return renderScreen(MeusProdutosScreen, {
    route: '/panel/meus-produtos',
    path: '/panel/meus-produtos',
    routes: { 'GET /api/products/list': () => json({ products }), ...routes },
  });
}

describe('MeusProdutosScreen', () => {
  it('shows a card per product that opens the product page', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: 'Produtos cadastrados' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Kit Capilar' })).toHaveAttribute(
      'href',
      '/panel/meus-produtos/3',
    );
    expect(items[0]).toHaveTextContent('Tratamento Capilar');
    expect(items[0]).toHaveTextContent('7 dias');
    expect(items[0]).toHaveTextContent('Pix');
    expect(items[1]).toHaveTextContent('Renda Extra');
    expect(within(items[1] as HTMLElement).getAllByText('Não informado')).toHaveLength(2);
    // An "Outros" product says what the seller wrote it is.
    expect(items[2]).toHaveTextContent('Doces');
    expect(items[2]).not.toHaveTextContent('Outros');
  });

  it("says 'Nenhum produto cadastrado' when there is none, with 'Novo Produto' at hand", async () => {
    const user = userEvent.setup();
    const { location } = renderList({ 'GET /api/products/list': () => json({ products: [] }) });
    expect(await screen.findByText('Nenhum produto cadastrado')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Novo Produto' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(location.history?.at(-1)).toBe('/panel/meus-produtos/novo');
  });

  it('shows a loading state until the list arrives', async () => {
    const reply = deferred();
    renderList({ 'GET /api/products/list': () => reply.promise });
    expect(await screen.findByRole('status', { name: 'Carregando produtos' })).toBeInTheDocument();
    reply.release(json({ products }));
    expect(await screen.findByRole('list', { name: 'Produtos cadastrados' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando produtos' })).not.toBeInTheDocument();
  });

  it("says 'Erro ao carregar produtos' and can try again", async () => {
    const user = userEvent.setup();
    const { api } = renderList({ 'GET /api/products/list': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar produtos')).toBeInTheDocument();
    api.on('GET /api/products/list', () => json({ products }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Produtos cadastrados' })).toBeInTheDocument();
  });
});
