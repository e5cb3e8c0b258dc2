import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { product } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import MeuAgenteScreen from './MeuAgenteScreen.tsx';

const agent: Schemas['Agent'] = {
  id: 1,
  nome: 'Ana',
  sexo: 'Feminino',
  idade: 28,
  tom_de_voz: 'Amigável',
  objetivo: 'Vendas e Suporte',
  id_produto: 3,
  nunca_fazer: 'Nunca prometa prazos.',
  phone_treinamento: '5511988887777',
  mensagem_pausa: 'Já volto!',
  mensagem_midia: 'Não consigo ouvir áudios, me escreve?',
  mensagem_optout: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
  status: true,
};

function renderAgent(routes: Record<string, Handler> = {}) {
  return renderScreen(MeuAgenteScreen, {
    route: '/panel/meu-agente',
    path: '/panel/meu-agente',
    routes: {
      'GET /api/agents': () => json({ agent: null }),
      'GET /api/products/list': () => json({ products: [product] }),
      ...routes,
    },
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, field: RegExp, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: field }), option);
}

async function fillText(user: User, name: RegExp | string, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  vi.useRealTimers();
});

// Filling a whole form with selects takes a few seconds on a busy machine.
describe('MeuAgenteScreen', { timeout: 20_000 }, () => {
  it("starts a new agent with the default pause message and validates with the form's messages", async () => {
    const user = userEvent.setup();
    const { api } = renderAgent();
    const submit = await screen.findByRole('button', { name: 'Cadastrar agente' });
    expect(screen.getByRole('textbox', { name: /Mensagem de pausa/ })).toHaveValue(
      'Um momento, já te retorno',
    );
    expect(screen.getByText('0/350')).toBeInTheDocument();
    await fillText(user, /Mensagem de pausa/, '');
    await user.click(submit);
    for (const message of [
      'Nome é obrigatório',
      'Sexo é obrigatório',
      'Idade é obrigatória',
      'Tom de voz é obrigatório',
      'Objetivo é obrigatório',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/agents')).toHaveLength(0);
  });

  it('moves focus to the first invalid field after a failed save', async () => {
    const user = userEvent.setup();
    renderAgent({ 'GET /api/agents': () => json({ agent }) });
    const age = await screen.findByRole('textbox', { name: /Idade/ });
    await user.clear(age);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByText('Idade é obrigatória')).toBeInTheDocument();
    expect(age).toHaveFocus();
  });

  it('keeps the age between 18 and 100', async () => {
    const user = userEvent.setup();
    renderAgent();
    const submit = await screen.findByRole('button', { name: 'Cadastrar agente' });
    await fillText(user, /Idade/, '17');
    await user.click(submit);
    expect(screen.getByText('Idade mínima é 18 anos')).toBeInTheDocument();
    await fillText(user, /Idade/, '101');
    await user.click(submit);
    expect(screen.getByText('Idade máxima é 100 anos')).toBeInTheDocument();
  });

  it('creates the agent with the phone stored with 55, then reloads it', async () => {
    const user = userEvent.setup();
    const { api } = renderAgent({
      'POST /api/agents': ({ body }) => json({ agent: { ...agent, ...(body as object) } }, 201),
    });
    await screen.findByRole('button', { name: 'Cadastrar agente' });
    await fillText(user, /Nome/, 'Ana');
    await choose(user, /Sexo/, 'Feminino');
    await fillText(user, /Idade/, '28');
    await choose(user, /Tom de voz/, 'Amigável');
    await choose(user, /Objetivo/, 'Qualificação (SDR)');
    await choose(user, /Produto/, 'Kit Capilar');
    await fillText(user, /Telefone de treinamento/, '11988887777');
    expect(screen.getByRole('textbox', { name: /Telefone de treinamento/ })).toHaveValue('(11) 98888-7777');
    api.on('GET /api/agents', () => json({ agent }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar agente' }));

    expect(await screen.findByText('Agente cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/agents')[0]?.body).toEqual({
      nome: 'Ana',
      sexo: 'Feminino',
      idade: 28,
      tom_de_voz: 'Amigável',
      objetivo: 'Qualificação (SDR)',
      id_produto: 3,
      nunca_fazer: '',
      phone_treinamento: '5511988887777',
      mensagem_pausa: 'Um momento, já te retorno',
      mensagem_midia: 'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂',
      mensagem_optout: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
    });
    expect(await screen.findByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/agents')).toHaveLength(2);
  });

  it('shows the stored agent with the phone without 55 and updates it', async () => {
    const user = userEvent.setup();
    const { api } = renderAgent({
      'GET /api/agents': () => json({ agent }),
      'PUT /api/agents': ({ body }) => json({ agent: { ...agent, ...(body as object) } }),
    });
    expect(await screen.findByRole('textbox', { name: /Nome/ })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /Telefone de treinamento/ })).toHaveValue('(11) 98888-7777');
    expect(screen.getByRole('combobox', { name: 'Tom de voz' })).toHaveDisplayValue('Amigável');
    expect(await screen.findByRole('combobox', { name: 'Produto' })).toHaveDisplayValue('Kit Capilar');
    expect(screen.getByText('21/350')).toBeInTheDocument();

    const neverDo = screen.getByRole('textbox', { name: /Nunca fazer/ });
    await user.clear(neverDo);
    await user.type(neverDo, 'Sem desconto.');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    // The result shows in the toast corner, not at the top of the long form.
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(
      await within(notifications).findByRole('alertdialog', { name: 'Agente atualizado com sucesso!' }),
    ).toBeVisible();
    expect(api.callsTo('PUT /api/agents')[0]?.body).toMatchObject({
      nunca_fazer: 'Sem desconto.',
      phone_treinamento: '5511988887777',
      mensagem_pausa: 'Já volto!',
      mensagem_midia: 'Não consigo ouvir áudios, me escreve?',
    });
    expect(api.callsTo('GET /api/agents')).toHaveLength(2);
  });

  it('takes a training phone typed with its country code, shown without it and stored with it', async () => {
    const user = userEvent.setup();
    const { api } = renderAgent({
      'GET /api/agents': () => json({ agent }),
      'PUT /api/agents': ({ body }) => json({ agent: { ...agent, ...(body as object) } }),
    });
    const phone = await screen.findByRole('textbox', { name: /Telefone de treinamento/ });
    await user.clear(phone);
    await user.type(phone, '5521912345678');
    expect(phone).toHaveValue('(21) 91234-5678');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Agente atualizado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/agents')[0]?.body).toMatchObject({ phone_treinamento: '5521912345678' });
  });

  it("shows the save error: the server's, or the screen's own when none came back", async () => {
    const user = userEvent.setup();
    const { api } = renderAgent({
      'GET /api/agents': () => json({ agent }),
      'PUT /api/agents': () => fail(500, ''),
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Ocorreu um erro ao salvar o agente. Por favor, tente novamente.'),
    ).toBeInTheDocument();
    api.on('PUT /api/agents', () => fail(400, 'Telefone inválido'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Telefone inválido')).toBeInTheDocument();
  });

  it('asks for a product first when the user has none', async () => {
    const user = userEvent.setup();
    const { location } = renderAgent({ 'GET /api/products/list': () => json({ products: [] }) });
    expect(
      await screen.findByText('Você precisa cadastrar um produto primeiro em "Meus Produtos"'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para Meus Produtos' }));
    expect(location.history?.at(-1)).toBe('/panel/meus-produtos');
  });

  it('retries the products 3 times (1, 2 and 4 s), then offers a retry button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderAgent({ 'GET /api/products/list': () => fail(500, '') });
    await screen.findByRole('button', { name: 'Cadastrar agente' });
    await act(() => vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000));
    const message = await screen.findByText('Erro ao carregar produtos. Tente novamente.');
    expect(api.callsTo('GET /api/products/list')).toHaveLength(4);

    api.on('GET /api/products/list', () => json({ products: [product] }));
    const banner = message.closest('[role="alert"]') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('combobox', { name: 'Produto' })).toBeEnabled();
    expect(screen.queryByText('Erro ao carregar produtos. Tente novamente.')).not.toBeInTheDocument();
  });

  it("says 'Erro ao carregar dados iniciais' when the agent cannot be loaded", async () => {
    renderAgent({ 'GET /api/agents': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar dados iniciais')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome/ })).not.toBeInTheDocument();
  });
});
