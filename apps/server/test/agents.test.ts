import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const VALID_AGENT = {
  nome: 'Júlia',
  sexo: 'Feminino',
  idade: 28,
  tom_de_voz: 'Amigável',
  objetivo: 'Vendas e Suporte',
  nunca_fazer: 'Nunca prometer desconto',
  phone_treinamento: '(11) 98888-7777',
  mensagem_pausa: 'Já volto',
  mensagem_midia: 'Não ouço áudios: me escreve?',
  mensagem_optout: 'Combinado, não te escrevo mais.',
};

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? ctx.auth(token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function createProduct(token: string): Promise<number> {
  const response = await call('POST', '/api/products', token, {
    nome_produto: 'Produto',
    categoria: 'Outros',
    categoria_outra: 'Doces',
  });
  return response.json().product.id as number;
}

describe('GET /api/agents', () => {
  it('answers agent null before the agent exists', async () => {
    const { token } = await ctx.createCustomer();
    const response = await call('GET', '/api/agents', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ agent: null });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/agents', undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/agents', () => {
  it('creates the agent: active, phone stored as 55 + digits, linked to the user’s product', async () => {
    const { token } = await ctx.createCustomer();
    const productId = await createProduct(token);
    const response = await call('POST', '/api/agents', token, { ...VALID_AGENT, id_produto: productId });
    expect(response.statusCode).toBe(201);
    const { agent } = response.json();
    expect(agent).toMatchObject({
      nome: 'Júlia',
      sexo: 'Feminino',
      idade: 28,
      tom_de_voz: 'Amigável',
      objetivo: 'Vendas e Suporte',
      id_produto: productId,
      nunca_fazer: 'Nunca prometer desconto',
      phone_treinamento: '5511988887777',
      mensagem_pausa: 'Já volto',
      mensagem_midia: 'Não ouço áudios: me escreve?',
      mensagem_optout: 'Combinado, não te escrevo mais.',
      status: true,
    });
    expect((await call('GET', '/api/agents', token)).json().agent).toEqual(agent);
  });

  it('fills the default pause message, media reply, opt-out confirmation and empty optional fields', async () => {
    const { token } = await ctx.createCustomer();
    const { nome, sexo, idade, tom_de_voz, objetivo } = VALID_AGENT;
    const response = await call('POST', '/api/agents', token, { nome, sexo, idade, tom_de_voz, objetivo });
    expect(response.statusCode).toBe(201);
    expect(response.json().agent).toMatchObject({
      mensagem_pausa: 'Um momento, já te retorno',
      mensagem_midia: 'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂',
      mensagem_optout: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
      nunca_fazer: '',
      phone_treinamento: '',
      id_produto: null,
    });
  });

  it('allows one agent per user (409)', async () => {
    const { token } = await ctx.createCustomer();
    expect((await call('POST', '/api/agents', token, VALID_AGENT)).statusCode).toBe(201);
    const second = await call('POST', '/api/agents', token, VALID_AGENT);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Você já tem um agente cadastrado.');
  });

  it('answers 404 for a product of another account', async () => {
    const { token: otherToken } = await ctx.createCustomer();
    const foreignProduct = await createProduct(otherToken);
    const { token } = await ctx.createCustomer();
    const response = await call('POST', '/api/agents', token, { ...VALID_AGENT, id_produto: foreignProduct });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Produto não encontrado.');
  });

  const withField = (field: string, value: unknown) => ({ ...VALID_AGENT, [field]: value });
  const without = (field: string) =>
    Object.fromEntries(Object.entries(VALID_AGENT).filter(([key]) => key !== field));

  it.each([
    [without('nome'), 'Nome é obrigatório'],
    [withField('nome', ''), 'Nome é obrigatório'],
    [withField('nome', '   '), 'Nome é obrigatório'],
    [withField('nome', 'x'.repeat(31)), 'Nome deve ter no máximo 30 caracteres'],
    [without('sexo'), 'Sexo é obrigatório'],
    [withField('sexo', 'Outro'), 'Sexo é obrigatório'],
    [without('idade'), 'Idade é obrigatória'],
    [withField('idade', '30'), 'Idade é obrigatória'],
    [withField('idade', 17), 'Idade mínima é 18 anos'],
    [withField('idade', 101), 'Idade máxima é 100 anos'],
    [without('tom_de_voz'), 'Tom de voz é obrigatório'],
    [withField('tom_de_voz', 'Bravo'), 'Tom de voz é obrigatório'],
    [without('objetivo'), 'Objetivo é obrigatório'],
    [withField('objetivo', 'Outro'), 'Objetivo é obrigatório'],
    [withField('mensagem_pausa', 'x'.repeat(101)), 'Máximo de 100 caracteres'],
    [withField('mensagem_midia', 'x'.repeat(201)), 'Máximo de 200 caracteres'],
    [withField('mensagem_optout', 'x'.repeat(201)), 'Máximo de 200 caracteres'],
    [withField('nunca_fazer', 'x'.repeat(351)), 'Máximo de 350 caracteres'],
    [withField('phone_treinamento', '12-34'), 'Telefone inválido'],
    [withField('id_produto', 'abc'), 'Dados inválidos.'],
  ])('validates %j → %s', async (payload, message) => {
    const { token } = await ctx.createCustomer();
    const response = await call('POST', '/api/agents', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
  });

  it('accepts the limits exactly (name 30, age 18 and 100, pause 100, never-do 350)', async () => {
    for (const idade of [18, 100]) {
      const { token } = await ctx.createCustomer();
      const response = await call('POST', '/api/agents', token, {
        ...VALID_AGENT,
        nome: 'x'.repeat(30),
        idade,
        mensagem_pausa: 'p'.repeat(100),
        nunca_fazer: 'n'.repeat(350),
      });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('PUT /api/agents', () => {
  it('updates the agent and keeps its status', async () => {
    const { token } = await ctx.createCustomer();
    await call('POST', '/api/agents', token, VALID_AGENT);
    await call('PATCH', '/api/agents/status', token, { status: false });
    const response = await call('PUT', '/api/agents', token, {
      ...VALID_AGENT,
      nome: 'Carlos',
      sexo: 'Masculino',
      tom_de_voz: 'Profissional',
      objetivo: 'Qualificação (SDR)',
      phone_treinamento: '5521977776666',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().agent).toMatchObject({
      nome: 'Carlos',
      sexo: 'Masculino',
      tom_de_voz: 'Profissional',
      objetivo: 'Qualificação (SDR)',
      phone_treinamento: '5521977776666',
      status: false,
    });
  });

  it('answers 404 before the agent exists', async () => {
    const { token } = await ctx.createCustomer();
    const response = await call('PUT', '/api/agents', token, VALID_AGENT);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Agente não encontrado. Cadastre seu agente primeiro.');
  });

  it('validates like creation', async () => {
    const { token } = await ctx.createCustomer();
    await call('POST', '/api/agents', token, VALID_AGENT);
    const response = await call('PUT', '/api/agents', token, { ...VALID_AGENT, idade: 12 });
    expect(response.json().message).toBe('Idade mínima é 18 anos');
  });
});

describe('PATCH /api/agents/status', () => {
  it('pauses and reactivates the agent, answering the stored status', async () => {
    const { token } = await ctx.createCustomer();
    await call('POST', '/api/agents', token, VALID_AGENT);
    const paused = await call('PATCH', '/api/agents/status', token, { status: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().agent.status).toBe(false);
    expect((await call('GET', '/api/agents', token)).json().agent.status).toBe(false);
    const active = await call('PATCH', '/api/agents/status', token, { status: true });
    expect(active.json().agent.status).toBe(true);
  });

  it('answers 400 for a non-boolean status, 404 without an agent and 401 without a token', async () => {
    const { token } = await ctx.createCustomer();
    expect((await call('PATCH', '/api/agents/status', token, { status: 'true' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/agents/status', token, { status: true })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/agents/status', undefined, { status: true })).statusCode).toBe(401);
  });

  it('only touches the caller’s own agent', async () => {
    const { token: first } = await ctx.createCustomer();
    const { token: second } = await ctx.createCustomer();
    await call('POST', '/api/agents', first, VALID_AGENT);
    await call('POST', '/api/agents', second, VALID_AGENT);
    await call('PATCH', '/api/agents/status', first, { status: false });
    expect((await call('GET', '/api/agents', second)).json().agent.status).toBe(true);
  });
});
