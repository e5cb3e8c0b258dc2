import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import FollowUpScreen from './FollowUpScreen.tsx';

type Message = Schemas['FollowupMessage'];

/** A tiny server keeping the messages, so reloads show what was saved. */
function renderFollowUp(routes: Record<string, Handler> = {}) {
  let messages: Message[] = [
    { id: 1, mensagem: 'Oi! Ficou alguma dúvida?', tempo: 1, status: true, modelo: null },
    {
      id: 2,
      mensagem: 'A oferta acaba hoje!',
      tempo: 24,
      status: false,
      modelo: { nome: 'ultima_chance', idioma: 'pt_BR', variaveis: ['{nome}'] },
    },
  ];
  const view = renderScreen(FollowUpScreen, {
    route: '/panel/follow-up',
    path: '/panel/follow-up',
    routes: {
      'GET /api/followup_mensagem': () => json({ mensagens: messages }),
      'GET /api/followup_horario': () => json({ inicio: '08:00', fim: '20:00', fuso: 'America/Sao_Paulo' }),
      'PUT /api/followup_horario': ({ body }) => json(body),
      'POST /api/followup_mensagem': ({ body }) => {
        const created = { id: 3, ...(body as Omit<Message, 'id'>) };
        messages = [...messages, created];
        return json({ mensagem: created }, 201);
      },
      'PUT /api/followup_mensagem/2': ({ body }) => {
        messages = messages.map((m) => (m.id === 2 ? { id: 2, ...(body as Omit<Message, 'id'>) } : m));
        return json({ mensagem: messages[1] });
      },
      'PUT /api/followup_mensagem/1/status': ({ body }) => {
        messages = messages.map((m) =>
          m.id === 1 ? { ...m, status: (body as { status: boolean }).status } : m,
        );
        return json({ mensagem: messages[0] });
      },
      'DELETE /api/followup_mensagem/2': () => {
        messages = messages.filter((m) => m.id !== 2);
        return json({ message: 'Mensagem excluída com sucesso!' });
      },
      ...routes,
    },
  });
  return view;
}

const listOf = () => screen.findByRole('list', { name: 'Mensagens cadastradas' });

// Typing into several fields takes a few seconds on a busy machine.
describe('FollowUpScreen: business hours', { timeout: 20_000 }, () => {
  it('shows the window, refuses an end before the start, and saves a valid one', async () => {
    const user = userEvent.setup();
    const { api } = renderFollowUp();
    const hours = await screen.findByRole('region', { name: 'Horário de envio' });
    const from = await within(hours).findByRole('textbox', { name: 'Das' });
    const until = within(hours).getByRole('textbox', { name: 'Até' });
    expect(from).toHaveValue('08:00');
    expect(until).toHaveValue('20:00');

    await user.clear(from);
    await user.type(from, '21:00');
    await user.click(within(hours).getByRole('button', { name: 'Salvar horário' }));
    expect(within(hours).getByText('O horário de início deve ser antes do fim.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/followup_horario')).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '9:00');
    await user.click(within(hours).getByRole('button', { name: 'Salvar horário' }));
    expect(within(hours).getByText('Use o formato HH:MM, ex.: 08:00')).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '09:00');
    await user.click(within(hours).getByRole('button', { name: 'Salvar horário' }));
    expect(await screen.findByText('Horário de envio salvo!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/followup_horario')[0]?.body).toEqual({
      inicio: '09:00',
      fim: '20:00',
      fuso: 'America/Sao_Paulo',
    });
  });
});

describe('FollowUpScreen', { timeout: 20_000 }, () => {
  it('lists the messages with their delay and switch', async () => {
    renderFollowUp();
    const list = await listOf();
    expect(within(list).getByText('Enviar após 1 hora')).toBeInTheDocument();
    expect(within(list).getByText('Enviar após 24 horas')).toBeInTheDocument();
    expect(within(list).getByRole('switch', { name: /Ativo: Oi!/ })).toBeChecked();
    expect(within(list).getByRole('switch', { name: /Ativo: A oferta/ })).not.toBeChecked();
  });

  it('starts with 1 hora and active, and offers the seven delays', async () => {
    renderFollowUp();
    await listOf();
    const form = screen.getByRole('form', { name: 'Nova mensagem de follow up' });
    expect(within(form).getByRole('switch', { name: 'Ativo' })).toBeChecked();
    const tempo = within(form).getByRole('combobox', { name: 'Enviar após' });
    const options = within(tempo)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['1 hora', '3 horas', '6 horas', '12 horas', '24 horas', '48 horas', '72 horas']);
    expect(tempo).toHaveDisplayValue('1 hora');
  });

  it('creates a message and shows it after the list reloads', async () => {
    const user = userEvent.setup();
    const { api } = renderFollowUp();
    await listOf();
    await user.click(screen.getByRole('textbox', { name: 'Mensagem' }));
    await user.paste('Posso ajudar?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enviar após' }), '6 horas');
    await user.click(screen.getByRole('button', { name: 'Cadastrar mensagem' }));

    expect(await screen.findByText('Mensagem de follow up cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/followup_mensagem')[0]?.body).toEqual({
      mensagem: 'Posso ajudar?',
      tempo: 6,
      status: true,
      modelo: null,
    });
    expect(await within(await listOf()).findByText('Posso ajudar?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  });

  it('requires the message', async () => {
    const user = userEvent.setup();
    const { api } = renderFollowUp();
    await listOf();
    await user.click(screen.getByRole('button', { name: 'Cadastrar mensagem' }));
    expect(screen.getByText('Mensagem é obrigatória')).toBeInTheDocument();
    expect(api.callsTo('POST /api/followup_mensagem')).toHaveLength(0);
  });

  it('edits a message, and Cancelar resets to empty text, 1 hora and active', async () => {
    const user = userEvent.setup();
    const { api } = renderFollowUp();
    await user.click(within(await listOf()).getByRole('button', { name: /Editar: A oferta/ }));
    const form = screen.getByRole('form', { name: 'Editar mensagem de follow up' });
    expect(within(form).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('A oferta acaba hoje!');
    expect(within(form).getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
    // Beside the switch, what it is set to now.
    expect(within(form).getByRole('switch', { name: 'Ativo' })).toHaveAccessibleDescription(
      'Desligado: a mensagem não será enviada.',
    );
    expect(within(form).getByRole('combobox', { name: 'Enviar após' })).toHaveDisplayValue('24 horas');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    const fresh = screen.getByRole('form', { name: 'Nova mensagem de follow up' });
    expect(within(fresh).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    expect(within(fresh).getByRole('switch', { name: 'Ativo' })).toBeChecked();
    expect(within(fresh).getByRole('combobox', { name: 'Enviar após' })).toHaveDisplayValue('1 hora');

    await user.click(within(await listOf()).getByRole('button', { name: /Editar: A oferta/ }));
    await user.click(screen.getByRole('switch', { name: 'Ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Mensagem de follow up editada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/followup_mensagem/2')[0]?.body).toEqual({
      mensagem: 'A oferta acaba hoje!',
      tempo: 24,
      status: true,
      modelo: { nome: 'ultima_chance', idioma: 'pt_BR', variaveis: ['{nome}'] },
    });
  });

  it('maps an approved template for outside the 24-hour window, checked at each field', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const { api } = renderFollowUp();
    await listOf();
    const form = screen.getByRole('form', { name: 'Nova mensagem de follow up' });
    await user.click(within(form).getByRole('textbox', { name: 'Mensagem' }));
    await user.paste('Ainda pensando?');
    await user.click(within(form).getByRole('textbox', { name: 'Nome do modelo' }));
    await user.paste('Retomar Conversa');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar mensagem' }));
    expect(
      screen.getByText('O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/followup_mensagem')).toHaveLength(0);

    const name = within(form).getByRole('textbox', { name: 'Nome do modelo' });
    await user.clear(name);
    await user.paste('retomar_conversa');
    await user.click(within(form).getByRole('textbox', { name: 'Variáveis do modelo' }));
    await user.paste('{nome}\no kit');
    await user.click(within(form).getByRole('button', { name: 'Cadastrar mensagem' }));
    expect(await screen.findByText('Mensagem de follow up cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/followup_mensagem')[0]?.body).toEqual({
      mensagem: 'Ainda pensando?',
      tempo: 1,
      status: true,
      modelo: { nome: 'retomar_conversa', idioma: 'pt_BR', variaveis: ['{nome}', 'o kit'] },
    });
  });

  it('switches a message off through the status call and reloads the list', async () => {
    const user = userEvent.setup();
    const { api } = renderFollowUp();
    await user.click(within(await listOf()).getByRole('switch', { name: /Ativo: Oi!/ }));
    expect(api.callsTo('PUT /api/followup_mensagem/1/status')[0]?.body).toEqual({ status: false });
    await expect.poll(() => api.callsTo('GET /api/followup_mensagem').length).toBe(2);
    expect(await within(await listOf()).findByRole('switch', { name: /Ativo: Oi!/ })).not.toBeChecked();
  });

  it('says so when the status call fails', async () => {
    const user = userEvent.setup();
    renderFollowUp({ 'PUT /api/followup_mensagem/1/status': () => fail(500, '') });
    await user.click(within(await listOf()).getByRole('switch', { name: /Ativo: Oi!/ }));
    expect(await screen.findByText('Erro ao atualizar status')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    renderFollowUp();
    await user.click(within(await listOf()).getByRole('button', { name: /Excluir: A oferta/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Excluir mensagem' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText('Mensagem excluída com sucesso!')).toBeInTheDocument();
    expect(within(await listOf()).queryByText('A oferta acaba hoje!')).not.toBeInTheDocument();
  });

  it('shows the delete failure message', async () => {
    const user = userEvent.setup();
    renderFollowUp({ 'DELETE /api/followup_mensagem/2': () => fail(500, '') });
    await user.click(within(await listOf()).getByRole('button', { name: /Excluir: A oferta/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir mensagem de follow up')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderFollowUp({ 'GET /api/followup_mensagem': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar mensagens de follow up')).toBeInTheDocument();
  });
});
