import { SEARCH_DEBOUNCE_MS } from '@agente/machines';
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

  it('lists conversations linking to each, loads more, and searches once the typing stops', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderScreen(ConversasScreen, {
      route: '/panel/conversas',
      path: '/panel/conversas',
      routes: {
        'GET /api/conversas': ({ query }) => {
          if (query.get('busca') === 'ana')
            return json({ conversas: [summary('5511970000001', 'Ana Lima')], cursor: null });
          if (query.get('cursor') === '10')
            return json({ conversas: [summary('5511970000003', 'Caio')], cursor: null });
          return json({
            conversas: [summary('5511970000001', 'Ana Lima'), summary('5511970000002', '', true)],
            cursor: '10',
          });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Conversas' });
    expect(within(list).getByRole('link', { name: /Ana Lima/ })).toHaveAttribute(
      'href',
      '/panel/conversas/5511970000001',
    );
    expect(
      within(list).getByText('+55 (11) 9.7000-0002', { selector: 'span:first-child > bdi' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Pausado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByRole('link', { name: /Caio/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar conversa' }), 'ana');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    const searched = await screen.findByRole('list', { name: 'Conversas' });
    expect(within(searched).getAllByRole('link')).toHaveLength(1);
    expect(api.callsTo('GET /api/conversas').filter((call) => call.query.get('busca'))).toHaveLength(1);
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
    const list = await screen.findByRole('list', { name: 'Conversas' });
    expect(within(list).getByText('Não perturbe desde 18/06/2025 09:00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Aguardando você' }));
    expect(
      await screen.findByText('Aguardando você desde 18/06/2025 09:40 · etapa de pausa do fluxo'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
