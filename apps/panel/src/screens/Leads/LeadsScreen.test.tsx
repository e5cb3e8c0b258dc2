import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, json, type Schemas } from '../../testing/fakeApi.ts';
import { product } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { aLead, findColumn, giveBoardsALayout, TAGS } from '../Kanban/boardTestSetup.ts';
import LeadsScreen from './LeadsScreen.tsx';

giveBoardsALayout();

const products: Schemas['Product'][] = [product, { ...product, id: 4, nome_produto: 'Gel para Dores' }];

const board = (nome: string): Schemas['KanbanGroup'][] => [
  {
    ultimo_step: 1,
    texto_etapa: null,
    total: 1,
    cursor: null,
    leads: [aLead({ nome })],
  },
];

const location: Schemas['LeadLocation'] = {
  id_produto: 4,
  nome_produto: 'Gel para Dores',
  lead: aLead({ id: 12, nome: 'Pedro Alves', etiqueta: 'Lead novo', ultimo_step: 2 }),
};

function renderLeads(path = '/panel/leads', list = products) {
  return renderScreen(LeadsScreen, {
    route: '/panel/leads',
    path,
    routes: {
      'GET /api/products/list': () => json({ products: list }),
      'GET /api/followup/kanban/3': () => json({ kanban: board('Maria Souza') }),
      'GET /api/followup/kanban/4': () => json({ kanban: board('Pedro Alves') }),
      'GET /api/etiquetas': () => json({ etiquetas: TAGS.slice(0, 1) }),
      'GET /api/leads/12': () => json(location),
      'GET /api/leads/telefone/5511988887777': () => json(location),
    },
  });
}

describe('LeadsScreen', () => {
  it("opens on the first product's board, titled Leads, with the periods in time order", async () => {
    const { api } = renderLeads();
    const column = await findColumn(1);
    expect(within(column).getByRole('article', { name: 'Maria Souza' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads (Hoje)' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Hoje',
      'Últimos 7 dias',
      'Últimos 14 dias',
      'Mês atual',
      'Mês anterior',
    ]);
    expect(api.callsTo('GET /api/followup/kanban/4')).toHaveLength(0);
  });

  it('shows the product of ?produto= and switches product from the filter, keeping it in the address', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderLeads('/panel/leads?produto=4');
    expect(await screen.findByRole('article', { name: 'Pedro Alves' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Produto' }), 'Kit Capilar');
    expect(await screen.findByRole('article', { name: 'Maria Souza' })).toBeInTheDocument();
    expect(currentPath()).toBe('/panel/leads?produto=3');
  });

  it('says there is no product yet and links to where one is created', async () => {
    renderLeads('/panel/leads', []);
    expect(await screen.findByText('Nenhum produto cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar produto' })).toHaveAttribute(
      'href',
      '/panel/meus-produtos',
    );
  });

  it.each([
    ['?lead=12', 'GET /api/leads/12'],
    ['?telefone=5511988887777', 'GET /api/leads/telefone/5511988887777'],
  ])(
    "opens the lead of %s over its own product's board, and closing keeps that board",
    async (query, route) => {
      const user = userEvent.setup();
      const { api, currentPath } = renderLeads(`/panel/leads${query}`);
      const dialog = await screen.findByRole('dialog', { name: 'Pedro Alves' });
      expect(api.callsTo(route)).toHaveLength(1);
      expect(dialog).toHaveTextContent('Gel para Dores');
      expect(dialog).toHaveTextContent('Etapa 2');
      expect(dialog).toHaveTextContent('Lead novo');
      expect(within(dialog).getByRole('link', { name: 'Ver conversa' })).toHaveAttribute(
        'href',
        '/panel/conversas/5511988887777',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      expect(currentPath()).toBe('/panel/leads?produto=4');
      // Behind it, the board of the lead's own product.
      expect(await screen.findByRole('article', { name: 'Pedro Alves' })).toBeInTheDocument();
    },
  );

  it("says so when the link's lead is not the account's", async () => {
    renderScreen(LeadsScreen, {
      route: '/panel/leads',
      path: '/panel/leads?lead=99',
      routes: {
        'GET /api/products/list': () => json({ products }),
        'GET /api/followup/kanban/3': () => json({ kanban: board('Maria Souza') }),
        'GET /api/etiquetas': () => json({ etiquetas: [] }),
        'GET /api/leads/99': () => fail(404, 'Lead não encontrado.'),
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Lead não encontrado.');
  });
});
