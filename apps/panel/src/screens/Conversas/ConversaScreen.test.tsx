import { CONVERSATION_POLL_MS } from '@agente/machines';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import ConversaScreen from './ConversaScreen.tsx';

const PHONE = '5511970000001';
const ACTIVE: Schemas['ConversationAgentState'] = {
  pausado: false,
  motivo: null,
  desde: null,
  nao_perturbe_desde: null,
  aguardando: null,
};
const PAUSED: Schemas['ConversationAgentState'] = {
  pausado: true,
  motivo: 'comando',
  desde: '2025-06-18T13:05:00.000Z',
  nao_perturbe_desde: null,
  aguardando: null,
};

const message = (
  id: number,
  fields: Partial<Schemas['ConversationMessage']>,
): Schemas['ConversationMessage'] => ({
  id,
  autor: 'lead',
  tipo: 'texto',
  texto: '',
  midia: null,
  transcricao: null,
  entrega: null,
  explicacao: null,
  data_hora: '2025-06-18T13:00:00.000Z',
  ...fields,
});

const page = (mensagens: Schemas['ConversationMessage'][], estado = ACTIVE): Schemas['ConversationPage'] => ({
  lead_phone: PHONE,
  nome: 'Ana Lima',
  estado,
  agente_conta: 'ativo',
  mensagens,
  turnos: [],
  cursor: null,
});

function renderConversation(pages: Schemas['ConversationPage'][]) {
  let call = 0;
  return renderScreen(ConversaScreen, {
    route: '/panel/conversas/:phone',
    path: `/panel/conversas/${PHONE}`,
    routes: {
      [`GET /api/conversas/${PHONE}`]: () => json(pages[Math.min(call++, pages.length - 1)]),
      [`POST /api/conversas/${PHONE}/pausa`]: () => json({ estado: PAUSED }),
      [`DELETE /api/conversas/${PHONE}/pausa`]: () => json({ estado: ACTIVE }),
      [`PUT /api/conversas/${PHONE}/leitura`]: () => json({ nao_lidas: 0 }),
    },
  });
}

const log = () => screen.getByRole('log', { name: 'Conversa com Ana Lima' });

describe('ConversaScreen', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the transcript and a new lead message without reloading', async () => {
    const first = [
      message(1, { texto: 'oi' }),
      message(2, { autor: 'agente', texto: 'Olá, Ana!', entrega: 'enviada' }),
    ];
    renderConversation([page(first), page([...first, message(3, { texto: 'quanto custa?' })])]);
    expect(await screen.findByText('Olá, Ana!')).toBeInTheDocument();
    expect(within(log()).getByText('Enviada')).toBeInTheDocument();
    expect(screen.getByText('Agente ativo')).toBeInTheDocument();
    expect(screen.queryByText('quanto custa?')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS));
    expect(await within(log()).findByText('quanto custa?')).toBeInTheDocument();
  });

  it('marks read what is on screen, again when a new message arrives, and links to the lead on the kanban', async () => {
    const first = [message(1, { texto: 'oi' })];
    const { api } = renderConversation([
      {
        ...page(first),
        kanban: {
          produto_id: 7,
          produto: 'Sérum Capilar',
          etapa: 2,
          texto_etapa: 'O Sérum age',
          etiqueta: 'QUENTE',
        },
      },
      page([...first, message(4, { texto: 'e o frete?' })]),
    ]);
    expect(await screen.findByText('Etapa 2 · Sérum Capilar')).toBeInTheDocument();
    expect(screen.getByText('QUENTE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no Kanban' })).toHaveAttribute('href', '/panel/kanban/7');
    await vi.waitFor(() =>
      expect(api.callsTo(`PUT /api/conversas/${PHONE}/leitura`).map((call) => call.body)).toEqual([
        { ate: 1 },
      ]),
    );
    await act(() => vi.advanceTimersByTimeAsync(CONVERSATION_POLL_MS));
    await vi.waitFor(() =>
      expect(api.callsTo(`PUT /api/conversas/${PHONE}/leitura`).map((call) => call.body)).toEqual([
        { ate: 1 },
        { ate: 4 },
      ]),
    );
  });

  it('shows under the agent reply why it answered so, as text, and nothing under the lead or the rest of the reply', async () => {
    renderConversation([
      page([
        message(1, { texto: 'qto custa?' }),
        message(2, {
          autor: 'agente',
          texto: '1 frasco: R$ 49,90',
          entrega: 'enviada',
          explicacao: 'preço → ofertas 1 frasco e Kit 3 frascos',
        }),
        message(3, { autor: 'agente', texto: 'Quer o link?', entrega: 'enviada' }),
      ]),
    ]);
    const reply = (await screen.findByText('1 frasco: R$ 49,90')).closest('li');
    expect(reply).toHaveTextContent('Por quê: preço → ofertas 1 frasco e Kit 3 frascos');
    expect(within(log()).getByText('qto custa?').closest('li')).not.toHaveTextContent('Por quê');
    expect(within(log()).getByText('Quer o link?').closest('li')).not.toHaveTextContent('Por quê');
  });

  it('says the agent answers nobody when the plan has ended, not "Agente ativo"', async () => {
    renderConversation([{ ...page([message(1, { texto: 'oi' })]), agente_conta: 'plano_expirado' }]);
    expect(await screen.findByText('Plano expirado')).toBeInTheDocument();
    expect(
      screen.getByText('Seu plano expirou: o agente não responde a nenhum lead até a renovação.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Agente ativo')).not.toBeInTheDocument();
  });

  it('pauses and resumes the agent for this lead', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderConversation([page([message(1, { texto: 'oi' })])]);
    await user.click(await screen.findByRole('button', { name: 'Pausar agente' }));
    expect(await screen.findByText('Agente pausado')).toBeInTheDocument();
    expect(screen.getByText('Pausado por você desde 18/06/2025 10:05.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/conversas/${PHONE}/pausa`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Retomar agente' }));
    expect(await screen.findByText('Agente ativo')).toBeInTheDocument();
  });

  it('says a pause could not be done when the server gives no reason, and keeps the agent active', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderConversation([page([message(1, { texto: 'oi' })])]);
    api.on(`POST /api/conversas/${PHONE}/pausa`, () => fail(500, ''));
    await user.click(await screen.findByRole('button', { name: 'Pausar agente' }));
    expect(await screen.findByText('Não foi possível concluir. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('Agente ativo')).toBeInTheDocument();
  });

  it('sends a message as a human, shows it at once and clears the box; a refusal keeps the text', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderConversation([page([message(1, { texto: 'oi' })])]);
    api.on(`POST /api/conversas/${PHONE}/mensagens`, () =>
      fail(409, 'Conecte seu WhatsApp em "Conectar WhatsApp" para enviar mensagens.'),
    );
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(box, 'Oi, Ana! Aqui é a Marta.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(/Conecte seu WhatsApp/)).toBeInTheDocument();
    expect(box).toHaveValue('Oi, Ana! Aqui é a Marta.');

    api.on(`POST /api/conversas/${PHONE}/mensagens`, ({ body }) =>
      json(
        {
          mensagem: message(2, {
            autor: 'humano',
            texto: (body as { texto: string }).texto,
            entrega: 'pendente',
          }),
          estado: PAUSED,
        },
        201,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await within(log()).findByText('Oi, Ana! Aqui é a Marta.')).toBeInTheDocument();
    expect(within(log()).getByText('Na fila')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByText('Agente pausado')).toBeInTheDocument();
  });

  it('says so when the conversation cannot be loaded', async () => {
    renderScreen(ConversaScreen, {
      route: '/panel/conversas/:phone',
      path: `/panel/conversas/${PHONE}`,
      routes: { [`GET /api/conversas/${PHONE}`]: () => fail(404, 'Conversa não encontrada.') },
    });
    expect(await screen.findByText('Não foi possível carregar a conversa.')).toBeInTheDocument();
  });
});
