import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const URL = '/api/followup_mensagem';
const MESSAGE = { mensagem: 'Oi! Ficou alguma dúvida sobre o kit?', tempo: 24, status: true } as const;

async function create(token: string, fields: object = MESSAGE) {
  const response = await call('POST', URL, token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().mensagem as {
    id: number;
    mensagem: string;
    tempo: number;
    status: boolean;
    modelo: { nome: string; idioma: string; variaveis: string[] } | null;
  };
}

describe('follow-up hours', () => {
  it('are 08:00–20:00 in São Paulo until edited, and are saved per account', async () => {
    const { token } = await ctx.createCustomer();
    const other = await ctx.createCustomer();
    expect((await call('GET', '/api/followup_horario', token)).json()).toEqual({
      inicio: '08:00',
      fim: '20:00',
      fuso: 'America/Sao_Paulo',
    });
    const hours = { inicio: '09:30', fim: '18:00', fuso: 'America/Manaus' };
    const saved = await call('PUT', '/api/followup_horario', token, hours);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(hours);
    expect((await call('GET', '/api/followup_horario', token)).json()).toEqual(hours);
    expect((await call('GET', '/api/followup_horario', other.token)).json().inicio).toBe('08:00');
  });

  it.each([
    [
      { inicio: '20:00', fim: '08:00', fuso: 'America/Sao_Paulo' },
      'O horário de início deve ser antes do fim.',
    ],
    [
      { inicio: '10:00', fim: '10:00', fuso: 'America/Sao_Paulo' },
      'O horário de início deve ser antes do fim.',
    ],
    [{ inicio: '8h', fim: '20:00', fuso: 'America/Sao_Paulo' }, 'Use o formato HH:MM, ex.: 08:00'],
    [{ inicio: '08:00', fim: '24:00', fuso: 'America/Sao_Paulo' }, 'Use o formato HH:MM, ex.: 08:00'],
    [{ inicio: '08:00', fim: '20:00', fuso: 'Europe/Lisbon' }, 'Fuso horário inválido'],
  ])('refuses %j with "%s" and changes nothing', async (hours, message) => {
    const { token } = await ctx.createCustomer();
    const refused = await call('PUT', '/api/followup_horario', token, hours);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect((await call('GET', '/api/followup_horario', token)).json().inicio).toBe('08:00');
  });
});

describe('follow-up messages', () => {
  it('creates, lists by delay, edits, switches status and deletes', async () => {
    const { token } = await ctx.createCustomer();
    const day = await create(token, { ...MESSAGE, mensagem: '  Oi! Ficou alguma dúvida sobre o kit?  ' });
    expect(day).toEqual({ id: expect.any(Number), ...MESSAGE, modelo: null });
    const hour = await create(token, { mensagem: 'Posso ajudar?', tempo: 1, status: false });
    expect((await call('GET', URL, token)).json()).toEqual({ mensagens: [hour, day] });

    const edited = await call('PUT', `${URL}/${day.id}`, token, {
      mensagem: 'Última chamada!',
      tempo: 72,
      status: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      mensagem: { id: day.id, mensagem: 'Última chamada!', tempo: 72, status: true, modelo: null },
    });

    const switched = await call('PUT', `${URL}/${hour.id}/status`, token, { status: true });
    expect(switched.json()).toEqual({ mensagem: { ...hour, status: true } });

    const deleted = await call('DELETE', `${URL}/${hour.id}`, token);
    expect(deleted.json()).toEqual({ message: 'Mensagem excluída com sucesso!' });
    expect((await call('GET', URL, token)).json()).toEqual({ mensagens: [edited.json().mensagem] });
  });

  it('keeps the approved template for outside the 24-hour window: an edit without it keeps it, null removes it', async () => {
    const { token } = await ctx.createCustomer();
    const modelo = { nome: 'retomar_conversa', idioma: 'pt_BR', variaveis: ['{nome}', 'o kit'] };
    const created = await create(token, {
      ...MESSAGE,
      modelo: { nome: ' retomar_conversa ', idioma: 'pt_BR ', variaveis: [' {nome}', 'o kit '] },
    });
    expect(created.modelo).toEqual(modelo);
    expect((await call('GET', URL, token)).json().mensagens).toEqual([created]);

    const kept = await call('PUT', `${URL}/${created.id}`, token, { ...MESSAGE, tempo: 48 });
    expect(kept.json().mensagem).toEqual({ ...created, tempo: 48 });
    const switched = await call('PUT', `${URL}/${created.id}/status`, token, { status: false });
    expect(switched.json().mensagem.modelo).toEqual(modelo);

    const other = { nome: 'ultima_chance', idioma: 'es', variaveis: [] };
    const changed = await call('PUT', `${URL}/${created.id}`, token, { ...MESSAGE, modelo: other });
    expect(changed.json().mensagem.modelo).toEqual(other);
    const removed = await call('PUT', `${URL}/${created.id}`, token, { ...MESSAGE, modelo: null });
    expect(removed.json().mensagem.modelo).toBeNull();
  });

  it.each([
    [
      { nome: 'Retomar Conversa', idioma: 'pt_BR', variaveis: [] },
      'O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).',
    ],
    [{ nome: '', idioma: 'pt_BR', variaveis: [] }, 'Informe o nome do modelo.'],
    [{ idioma: 'pt_BR', variaveis: [] }, 'Informe o nome do modelo.'],
    [{ nome: 'retomar', idioma: 'português', variaveis: [] }, 'Idioma do modelo inválido (ex.: pt_BR).'],
    [{ nome: 'retomar', variaveis: [] }, 'Informe o idioma do modelo.'],
    [
      { nome: 'retomar', idioma: 'pt_BR', variaveis: [''] },
      'Preencha cada variável do modelo (ou remova a que sobra).',
    ],
    [
      { nome: 'retomar', idioma: 'pt_BR', variaveis: ['   '] },
      'Preencha cada variável do modelo (ou remova a que sobra).',
    ],
    [
      { nome: 'retomar', idioma: 'pt_BR', variaveis: Array(11).fill('x') },
      'O modelo pode ter no máximo 10 variáveis.',
    ],
    [
      { nome: 'retomar', idioma: 'pt_BR', variaveis: ['x'.repeat(201)] },
      'Cada variável do modelo pode ter no máximo 200 caracteres.',
    ],
  ])('refuses the template %j with "%s" and changes nothing', async (modelo, message) => {
    const { token } = await ctx.createCustomer();
    const existing = await create(token);
    for (const response of [
      await call('POST', URL, token, { ...MESSAGE, modelo }),
      await call('PUT', `${URL}/${existing.id}`, token, { ...MESSAGE, mensagem: 'Outra', modelo }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    }
    expect((await call('GET', URL, token)).json()).toEqual({ mensagens: [existing] });
  });

  it('accepts every delay option: 1, 3, 6, 12, 24, 48 and 72 hours', async () => {
    const { token } = await ctx.createCustomer();
    for (const tempo of [1, 3, 6, 12, 24, 48, 72])
      expect((await create(token, { ...MESSAGE, tempo })).tempo).toBe(tempo);
  });

  it.each([
    [{ tempo: 1, status: true }, 'Mensagem é obrigatória'],
    [{ mensagem: '  ', tempo: 1, status: true }, 'Mensagem é obrigatória'],
    [{ mensagem: 'm'.repeat(301), tempo: 1, status: true }, 'Mensagem deve ter no máximo 300 caracteres'],
    [{ mensagem: 'Oi', status: true }, 'Tempo é obrigatório'],
    [{ mensagem: 'Oi', tempo: 2, status: true }, 'Tempo inválido'],
    [{ mensagem: 'Oi', tempo: '24', status: true }, 'Tempo inválido'],
    [{ mensagem: 'Oi', tempo: 1 }, 'Dados inválidos.'],
  ])('validates %j → %s (create and edit)', async (payload, message) => {
    const { token } = await ctx.createCustomer();
    const existing = await create(token);
    for (const response of [
      await call('POST', URL, token, payload),
      await call('PUT', `${URL}/${existing.id}`, token, payload),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    }
    expect((await call('GET', URL, token)).json()).toEqual({ mensagens: [existing] });
  });

  it('refuses a status that is not a boolean', async () => {
    const { token } = await ctx.createCustomer();
    const existing = await create(token);
    const response = await call('PUT', `${URL}/${existing.id}/status`, token, { status: 'sim' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDACAO');
  });

  it("answers 404 on another account's message and 401 without a token", async () => {
    const { token } = await ctx.createCustomer();
    const { token: strangerToken } = await ctx.createCustomer();
    const theirs = await create(strangerToken);
    expect((await call('GET', URL, token)).json()).toEqual({ mensagens: [] });
    for (const response of [
      await call('PUT', `${URL}/${theirs.id}`, token, MESSAGE),
      await call('PUT', `${URL}/${theirs.id}/status`, token, { status: false }),
      await call('DELETE', `${URL}/${theirs.id}`, token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Mensagem de follow up não encontrada.',
        code: 'NAO_ENCONTRADO',
      });
    }
    expect((await call('GET', URL, strangerToken)).json()).toEqual({ mensagens: [theirs] });
    for (const response of [
      await call('GET', URL, undefined),
      await call('POST', URL, undefined, MESSAGE),
      await call('PUT', `${URL}/${theirs.id}`, undefined, MESSAGE),
      await call('PUT', `${URL}/${theirs.id}/status`, undefined, { status: false }),
      await call('DELETE', `${URL}/${theirs.id}`, undefined),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
