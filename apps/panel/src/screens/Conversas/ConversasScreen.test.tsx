import { CONVERSATION_LIST_POLL_MS, SEARCH_DEBOUNCE_MS } from '@agente/machines';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import ConversasScreen from './ConversasScreen.tsx';

const summary = (phone: string, nome: string, pausado = false): Schemas['ConversationSummary'] => ({
  lead_phone: phone,
  nome,
  pausado,
  nao_perturbe_desde: null,
  nao_lidas: 0,
  aguardando: null,
  compra: null,
  ultima_mensagem: {
    id: 1,
    autor: 'agente',
    tipo: 'texto',
    texto: 'O sérum custa pouco.',
    midia: null,
    transcricao: null,
    entrega: 'enviada',
    explicacao: null,
    data_hora: '2025-06-18T13:00:00.000Z',
  },
});

describe('ConversasScreen', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists conversations with unread counts, opens one beside the list, loads more, and searches', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderScreen(ConversasScreen, {
      route: '/panel/conversas/:phone?',
      path: '/panel/conversas',
      routes: {
        'GET /api/conversas': ({ query }) => {
          if (query.get('busca') === 'ana')
            return json({ conversas: [summary('5511970000001', 'Ana Lima')], cursor: null });
          if (query.get('cursor') === '10')
            return json({ conversas: [summary('5511970000003', 'Caio')], cursor: null });
          return json({
            conversas: [
              { ...summary('5511970000001', 'Ana Lima'), nao_lidas: 2 },
              summary('5511970000002', '', true),
            ],
            cursor: '10',
          });
        },
        'GET /api/conversas/5511970000002': () =>
          json({
            lead_phone: '5511970000002',
            nome: '',
            estado: {
              pausado: true,
              motivo: 'comando',
              desde: null,
              nao_perturbe_desde: null,
              aguardando: null,
            },
            agente_conta: 'ativo',
            mensagens: [summary('5511970000002', '').ultima_mensagem],
            turnos: [],
            cursor: null,
          }),
        'PUT /api/conversas/5511970000002/leitura': () => json({ nao_lidas: 0 }),
      },
    });
    const list = await screen.findByRole('grid', { name: 'Conversas' });
    const ana = within(list).getByRole('row', { name: /Ana Lima/ });
    expect(within(ana).getByText('2 mensagens não lidas')).toBeInTheDocument();
    expect(
      within(list).getByText('(11) 97000-0002', { selector: 'span:first-child > bdi' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Pausado')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma conversa')).toBeInTheDocument();

    // Keyboard: one Tab stop, j moves down like ↓, Enter opens the conversation beside the list.
    const rows = within(list).getAllByRole('row');
    rows[0]?.focus();
    await user.keyboard('j');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: '(11) 97000-0002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retomar agente' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Conversas' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/conversas/5511970000002/leitura')[0]?.body).toEqual({ ate: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByRole('row', { name: /Caio/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar conversa' }), 'ana');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    const searched = await screen.findByRole('grid', { name: 'Conversas' });
    await vi.waitFor(() => expect(within(searched).getAllByRole('row')).toHaveLength(1));
    expect(api.callsTo('GET /api/conversas').filter((call) => call.query.get('busca'))).toHaveLength(1);
  });

  it('filters to the unread, paused or "não perturbe" conversations', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderScreen(ConversasScreen, {
      route: '/panel/conversas/:phone?',
      path: '/panel/conversas',
      routes: { 'GET /api/conversas': () => json({ conversas: [], cursor: null }) },
    });
    expect(await screen.findByText(/Nenhuma conversa ainda/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Não lidas' }));
    expect(await screen.findByText('Nenhuma conversa com mensagens não lidas.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pausadas' }));
    expect(await screen.findByText('Nenhuma conversa com o agente pausado.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Não perturbe' }));
    expect(await screen.findByText('Nenhum lead pediu para não receber mensagens.')).toBeInTheDocument();
    // Each filter read once on choosing it (a slow run may add the list's own refreshes: counted once).
    expect([...new Set(api.callsTo('GET /api/conversas').map((call) => call.query.get('filtro')))]).toEqual([
      null,
      'nao_lidas',
      'pausadas',
      'nao_perturbe',
    ]);
  });

  it('shows "Aguardando você": the waiting leads, longest wait first, with since when and why', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(ConversasScreen, {
      route: '/panel/conversas',
      path: '/panel/conversas',
      routes: {
        'GET /api/conversas': () =>
          json({
            conversas: [
              {
                ...summary('5511970000003', 'Bia'),
                nao_perturbe_desde: '2025-06-18T12:00:00.000Z',
              },
            ],
            cursor: null,
          }),
        'GET /api/conversas/aguardando': () =>
          json({
            conversas: [
              {
                ...summary('5511970000001', 'Ana Lima', true),
                aguardando: { desde: '2025-06-18T12:40:00.000Z', motivo: 'etapa de pausa do fluxo' },
              },
            ],
            cursor: null,
          }),
      },
    });
    const list = await screen.findByRole('grid', { name: 'Conversas' });
    expect(within(list).getByText('Não perturbe desde 18/06/2025 09:00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Aguardando você' }));
    expect(
      await screen.findByText('Aguardando você desde 18/06/2025 09:40 · etapa de pausa do fluxo'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('follows new leads and messages by itself, keeping the focused row focused', async () => {
    let reads = 0;
    const ana = summary('5511970000001', 'Ana Lima');
    const bia = summary('5511970000003', 'Bia');
    const { api } = renderScreen(ConversasScreen, {
      route: '/panel/conversas/:phone?',
      path: '/panel/conversas',
      routes: {
        'GET /api/conversas': () => {
          reads += 1;
          return json({
            conversas:
              reads === 1
                ? [ana]
                : [
                    { ...bia, nao_lidas: 1 },
                    { ...ana, nao_lidas: 2 },
                  ],
            cursor: null,
          });
        },
      },
    });
    const list = await screen.findByRole('grid', { name: 'Conversas' });
    const anaRow = within(list).getByRole('row', { name: /Ana Lima/ });
    act(() => anaRow.focus());
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_LIST_POLL_MS));
    await vi.waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('Bia'), expect.stringContaining('Ana Lima')]),
    );
    expect(within(list).getByRole('row', { name: /Bia/ })).toHaveTextContent('1 mensagem não lida');
    expect(within(list).getByRole('row', { name: /Ana Lima/ })).toHaveTextContent('2 mensagens não lidas');
    expect(within(list).getByRole('row', { name: /Ana Lima/ })).toHaveFocus();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo('GET /api/conversas')).toHaveLength(2);
  });
});
