import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import TestarAgenteScreen from './TestarAgenteScreen.tsx';

const message = (id: number, autor: 'lead' | 'agente', texto: string): Schemas['ConversationMessage'] => ({
  id,
  autor,
  tipo: 'texto',
  texto,
  midia: null,
  transcricao: null,
  entrega: null,
  explicacao: null,
  data_hora: '2025-06-18T13:00:00.000Z',
});

const EMPTY: Schemas['PlaygroundState'] = {
  pronto: true,
  modelo_limite_atingido: false,
  etapa: 0,
  total_etapas: 3,
  pausado: false,
  mensagens: [],
  motivos: [],
};

const AFTER_HELLO: Schemas['PlaygroundState'] = {
  ...EMPTY,
  etapa: 1,
  mensagens: [message(1, 'lead', 'oi'), message(2, 'agente', 'Oi! Eu sou a Júlia.')],
  motivos: [{ mensagem_id: 1, decisao: 'etapa', etapa: 1, objecao: null, pausou: false }],
};

function renderPlayground(state: Schemas['PlaygroundState'] = EMPTY) {
  return renderScreen(TestarAgenteScreen, {
    route: '/panel/testar-agente',
    path: '/panel/testar-agente',
    routes: {
      'GET /api/testar-agente': () => json(state),
      'POST /api/testar-agente/mensagens': () => json(AFTER_HELLO),
      'DELETE /api/testar-agente': () => json(EMPTY),
    },
  });
}

describe('TestarAgenteScreen', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends as a customer with Enter, shows the whole reply at once, says why and where the flow is, and restarts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderPlayground();
    expect(await screen.findByText('Início do fluxo (3 etapas)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'oi{Enter}');
    // No typing pauses: no timer has to run for the reply to show.
    const log = await screen.findByRole('log', { name: 'Conversa de teste com o agente' });
    expect(within(log).getByText('Oi! Eu sou a Júlia.')).toBeInTheDocument();
    expect(await within(log).findByText('Por quê: enviou a etapa 1 do fluxo.')).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(api.callsTo('POST /api/testar-agente/mensagens')[0]?.body).toEqual({ texto: 'oi' });

    await user.click(screen.getByRole('button', { name: 'Reiniciar conversa' }));
    expect(
      await screen.findByText('Escreva como se fosse um cliente para ver o que o agente responde.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/testar-agente')).toHaveLength(1);
  });

  it('says when the day of language-model tokens is spent, and still lets the owner test', async () => {
    renderPlayground({ ...EMPTY, modelo_limite_atingido: true });
    expect(
      await screen.findByText(/Sua conta chegou ao limite diário do modelo de linguagem/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument();
  });

  it('shows no such notice while the model is within the limit', async () => {
    renderPlayground();
    expect(await screen.findByText('Início do fluxo (3 etapas)')).toBeInTheDocument();
    expect(screen.queryByText(/limite diário do modelo/)).not.toBeInTheDocument();
  });

  it('asks for an agent and a product first, with the way to Meu Agente', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderPlayground({ ...EMPTY, pronto: false });
    expect(await screen.findByText(/configure seu agente em "Meu Agente"/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir para Meu Agente' }));
    expect(location.history.at(-1)).toBe('/panel/meu-agente');
  });

  it('keeps the draft and says why when sending fails', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderPlayground();
    api.on('POST /api/testar-agente/mensagens', () =>
      fail(403, 'Seu plano expirou em 10/06/2025. Renove para continuar.'),
    );
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(box, 'oi');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Seu plano expirou em 10/06/2025. Renove para continuar.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('oi');
  });

  it('says the agent could not be reached when the server gives no reason', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderPlayground();
    api.on('POST /api/testar-agente/mensagens', () => fail(500, ''));
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(box, 'oi');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Não foi possível falar com o agente. Tente novamente.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('oi');
  });
});
