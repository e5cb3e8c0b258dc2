import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { aLead, findColumn, giveBoardsALayout, TAGS } from './boardTestSetup.ts';
import KanbanScreen from './KanbanScreen.tsx';

giveBoardsALayout();

const kanban: Schemas['KanbanGroup'][] = [
  {
    ultimo_step: 2,
    texto_etapa: 'Olá! Veja como o sérum age na pele em sete dias',
    total: 1,
    cursor: null,
    leads: [
      aLead({
        id: 3,
        nome: 'Ana',
        lead_phone: '98887777',
        ultimo_step: 2,
        etiqueta: 'Cliente VIP',
        nao_perturbe_desde: '2025-05-12T13:02:00.000Z',
      }),
    ],
  },
  {
    ultimo_step: 1,
    texto_etapa: null,
    total: 2,
    cursor: null,
    leads: [
      aLead({ id: 1, etiqueta: ' lead novo ' }),
      aLead({ id: 2, nome: 'João Pedro Alves', data_hora_ultima_interacao: '2025-05-12T18:00:00.000Z' }),
    ],
  },
];

function renderKanban(routes: Record<string, Handler> = {}) {
  return renderScreen(KanbanScreen, {
    route: '/panel/kanban/:id',
    path: '/panel/kanban/3',
    routes: {
      'GET /api/followup/kanban/3': () => json({ kanban }),
      'GET /api/etiquetas': () => json({ etiquetas: TAGS }),
      ...routes,
    },
  });
}

describe('KanbanScreen', () => {
  it('opens on Hoje, with the title, and asks the server for that period', async () => {
    const { api } = renderKanban();
    expect(screen.getByRole('heading', { name: 'Kanban de Leads (Hoje)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hoje' })).toBeChecked();
    await findColumn(1);
    expect(api.callsTo('GET /api/followup/kanban/3')[0]?.query.get('periodo')).toBe('hoje');
  });

  it("shows 'Carregando...' while loading, then one column per step in order", async () => {
    const reply = deferred();
    renderKanban({ 'GET /api/followup/kanban/3': () => reply.promise });
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    reply.release(json({ kanban }));
    await findColumn(1);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Etapa 1', 'Etapa 2']);
  });

  it("shows every step of the flow, one without leads too, with the step's first words under its title", async () => {
    const empty = {
      ultimo_step: 3,
      texto_etapa: 'Posso te mandar o link?',
      total: 0,
      cursor: null,
      leads: [],
    };
    renderKanban({ 'GET /api/followup/kanban/3': () => json({ kanban: [...kanban, empty] }) });
    await findColumn(1);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Etapa 1', 'Etapa 2', 'Etapa 3']);
    const second = screen.getByRole('region', { name: 'Etapa 2' });
    expect(within(second).getByText('Olá! Veja como o sérum age…')).toBeInTheDocument();
    const third = screen.getByRole('region', { name: 'Etapa 3' });
    expect(within(third).getByText('Posso te mandar o link?')).toBeInTheDocument();
    expect(within(third).getByText('0 leads')).toBeInTheDocument();
    expect(within(third).getByText('Nenhum lead nesta etapa')).toBeInTheDocument();
    expect(screen.queryByText(/Nenhum lead encontrado/)).not.toBeInTheDocument();
  });

  it('shows each lead with two-word name, formatted phone and São Paulo time, most recent first', async () => {
    renderKanban();
    const rows = within(await findColumn(1)).getAllByRole('article');
    expect(rows[0]).toHaveTextContent('João Pedro');
    expect(rows[0]).toHaveTextContent('12/05/2025 15:00');
    expect(rows[1]).toHaveTextContent('Maria da');
    expect(rows[1]).not.toHaveTextContent('Silva');
    expect(rows[1]).toHaveTextContent('+55 (11) 9.8888-7777');
    expect(rows[1]).toHaveTextContent('12/05/2025 14:05');
    const contact = within(rows[1] as HTMLElement).getByRole('link', { name: /ENTRAR EM CONTATO/ });
    expect(contact).toHaveAttribute('href', 'https://wa.me/5511988887777');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'VER CONVERSA' })).toHaveAttribute(
      'href',
      '/panel/conversas/5511988887777',
    );

    const ana = within(await findColumn(2)).getByRole('article');
    // Under 12 digits the card shows the number as stored.
    expect(ana).toHaveTextContent('98887777');
    expect(within(ana).getByTitle('Não perturbe desde 12/05/2025 10:02')).toHaveTextContent(/^Não perturbe/);
    expect(rows[1]).not.toHaveTextContent('Não perturbe');
  });

  it("shows the account's tags as they are written, other text as written and ETIQUETAR when none", async () => {
    renderKanban();
    await findColumn(1);
    expect(screen.getByRole('button', { name: 'Etiqueta de Maria da: Lead novo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Etiqueta de João Pedro: ETIQUETAR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Etiqueta de Ana: Cliente VIP' })).toBeInTheDocument();
  });

  it('changes a tag only after the server confirms it', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    const { api } = renderKanban({ 'PUT /api/followup/2/etiqueta': () => reply.promise });
    await findColumn(1);
    await user.click(screen.getByRole('button', { name: 'Etiqueta de João Pedro: ETIQUETAR' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Lead novo', 'Compra efetuada', 'Retornar contato', 'Cancelado']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Compra efetuada' }));
    expect(api.callsTo('PUT /api/followup/2/etiqueta')[0]?.body).toEqual({ etiqueta: 'Compra efetuada' });
    // Still the old tag while the server has not answered.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Etiqueta de João Pedro: ETIQUETAR' })).toBeDisabled(),
    );

    reply.release(json({ lead: aLead({ id: 2, etiqueta: 'Compra efetuada' }) }));
    expect(
      await screen.findByRole('button', { name: 'Etiqueta de João Pedro: Compra efetuada' }),
    ).toBeEnabled();
    // Confirmed like every other change, in the toast corner.
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(within(notifications).getByText('Etiqueta alterada para Compra efetuada.')).toBeVisible();
  });

  it("keeps the tag and alerts 'Erro ao atualizar etiqueta' when the server refuses", async () => {
    const user = userEvent.setup();
    renderKanban({ 'PUT /api/followup/1/etiqueta': () => fail(500, '') });
    await findColumn(1);
    await user.click(screen.getByRole('button', { name: 'Etiqueta de Maria da: Lead novo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancelado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar etiqueta');
    expect(screen.getByRole('button', { name: 'Etiqueta de Maria da: Lead novo' })).toBeInTheDocument();
  });

  it('lets the tag alert go once the user moves on to another period', async () => {
    const user = userEvent.setup();
    renderKanban({ 'PUT /api/followup/1/etiqueta': () => fail(500, '') });
    await findColumn(1);
    await user.click(screen.getByRole('button', { name: 'Etiqueta de Maria da: Lead novo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancelado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar etiqueta');
    await user.click(screen.getByRole('radio', { name: 'Mês atual' }));
    await findColumn(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("counts the column's leads of the period, loads its next page, and tags a lead of that page", async () => {
    const user = userEvent.setup();
    const paged: Schemas['KanbanGroup'][] = [
      {
        ultimo_step: 1,
        texto_etapa: 'Oi',
        total: 3,
        cursor: '1747069200000000.1',
        leads: [aLead({ id: 1 })],
      },
    ];
    // A 600 px column holds the one lead loaded: its end is in view at once, as in a short column in a browser.
    const { api } = renderKanban({
      'GET /api/followup/kanban/3': () => json({ kanban: paged }),
      'GET /api/followup/kanban/3/etapas/1': () =>
        json({
          leads: [
            aLead({ id: 7, nome: 'Bia Rocha', data_hora_ultima_interacao: '2025-05-12T16:00:00.000Z' }),
            aLead({ id: 8, nome: 'Caio Dias', data_hora_ultima_interacao: '2025-05-12T15:00:00.000Z' }),
          ],
          cursor: null,
        }),
      'PUT /api/followup/8/etiqueta': () => json({ lead: aLead({ id: 8, etiqueta: 'Cancelado' }) }),
    });
    expect(await screen.findByText('3 leads')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('feed')).getAllByRole('article')).toHaveLength(3));
    const call = api.callsTo('GET /api/followup/kanban/3/etapas/1')[0];
    expect(call?.query.get('cursor')).toBe('1747069200000000.1');
    expect(call?.query.get('periodo')).toBe('hoje');

    await user.click(screen.getByRole('button', { name: 'Etiqueta de Caio Dias: ETIQUETAR' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancelado' }));
    expect(await screen.findByRole('button', { name: 'Etiqueta de Caio Dias: Cancelado' })).toBeEnabled();
    expect(api.callsTo('PUT /api/followup/8/etiqueta')[0]?.body).toEqual({ etiqueta: 'Cancelado' });
  });

  it('loads another period and says when it has no leads', async () => {
    const user = userEvent.setup();
    const { api } = renderKanban();
    await findColumn(1);
    api.on('GET /api/followup/kanban/3', () => json({ kanban: [] }));
    await user.click(screen.getByRole('radio', { name: 'Últimos 7 dias' }));
    expect(screen.getByRole('heading', { name: 'Kanban de Leads (Últimos 7 dias)' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum lead encontrado em Últimos 7 dias.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/followup/kanban/3').at(-1)?.query.get('periodo')).toBe('ultimos_7');
    // The flow's steps still show, as empty columns, under the message.
    api.on('GET /api/followup/kanban/3', () =>
      json({ kanban: [{ ultimo_step: 1, texto_etapa: 'Oi', total: 0, cursor: null, leads: [] }] }),
    );
    await user.click(screen.getByRole('radio', { name: 'Mês atual' }));
    expect(await screen.findByText('Nenhum lead encontrado em Mês atual.')).toBeInTheDocument();
    const empty = await screen.findByRole('region', { name: 'Etapa 1' });
    expect(within(empty).getByText('Nenhum lead nesta etapa')).toBeInTheDocument();
    // A column without leads holds no feed of cards, only the message.
    expect(within(empty).queryByRole('feed')).toBeNull();
  });

  it("shows 'Erro ao buscar dados do Kanban' when loading fails", async () => {
    renderKanban({ 'GET /api/followup/kanban/3': () => fail(500, 'Falhou') });
    expect(await screen.findByText('Erro ao buscar dados do Kanban')).toBeInTheDocument();
  });

  it('disables its own button in the bar and sends Voltar to the product list', async () => {
    const user = userEvent.setup();
    const { location } = renderKanban();
    await findColumn(1);
    const nav = screen.getByRole('navigation', { name: 'Navegação do produto' });
    expect(within(nav).getByRole('link', { name: 'Kanban' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Voltar' }));
    expect(location.history?.at(-1)).toBe('/panel/meus-produtos');
  });

  it('creates a tag in "Gerenciar etiquetas": a toast confirms it and the cards offer it', async () => {
    const user = userEvent.setup();
    const { api } = renderKanban({
      'POST /api/etiquetas': ({ body }) => json({ etiqueta: { id: 9, ...(body as object) } }, 201),
    });
    await findColumn(1);
    await user.click(screen.getByRole('button', { name: 'Gerenciar etiquetas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Etiquetas dos leads' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Etiquetas' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lead novoEditarExcluir',
      'Compra efetuadaEditarExcluir',
      'Retornar contatoEditarExcluir',
      'CanceladoEditarExcluir',
    ]);
    const form = within(dialog).getByRole('form', { name: 'Nova etiqueta' });
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Cliente VIP');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Cor' }), 'Roxo');
    await user.click(within(form).getByRole('button', { name: 'Criar etiqueta' }));
    expect(await screen.findByText('Etiqueta "Cliente VIP" criada.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/etiquetas')[0]?.body).toEqual({ nome: 'Cliente VIP', cor: 'roxo' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Ana's "Cliente VIP" was grey text; now it is one of the account's tags, offered on every card.
    await user.click(screen.getByRole('button', { name: 'Etiqueta de João Pedro: ETIQUETAR' }));
    expect(await screen.findByRole('menuitem', { name: 'Cliente VIP' })).toBeInTheDocument();
  });

  it("shows the server's refusal at the name (the limit) and keeps what was typed", async () => {
    const user = userEvent.setup();
    const limit = 'Limite de 20 etiquetas atingido. Exclua ou renomeie uma etiqueta para criar outra.';
    renderKanban({ 'POST /api/etiquetas': () => fail(400, limit) });
    await findColumn(1);
    await user.click(screen.getByRole('button', { name: 'Gerenciar etiquetas' }));
    const form = within(await screen.findByRole('dialog')).getByRole('form', { name: 'Nova etiqueta' });
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Mais uma');
    await user.click(within(form).getByRole('button', { name: 'Criar etiqueta' }));
    expect(await within(form).findByText(limit)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveValue('Mais uma');
  });

  it('renames a tag and loads the board again, its leads now showing the new name', async () => {
    const user = userEvent.setup();
    const { api } = renderKanban({
      'PUT /api/etiquetas/1': () => json({ etiqueta: { id: 1, nome: 'Novo contato', cor: 'verde' } }),
    });
    await findColumn(1);
    expect(api.callsTo('GET /api/followup/kanban/3')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Gerenciar etiquetas' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Editar Lead novo' }));
    const form = within(dialog).getByRole('form', { name: 'Editar etiqueta Lead novo' });
    const name = within(form).getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Novo contato');
    api.on('GET /api/followup/kanban/3', () =>
      json({
        kanban: kanban.map((group) => ({
          ...group,
          leads: group.leads.map((l) => ({ ...l, etiqueta: l.id === 1 ? 'Novo contato' : l.etiqueta })),
        })),
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Etiqueta "Novo contato" atualizada.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/followup/kanban/3')).toHaveLength(2));
    expect(api.callsTo('PUT /api/etiquetas/1')[0]?.body).toEqual({ nome: 'Novo contato', cor: 'azul' });
  });
});
