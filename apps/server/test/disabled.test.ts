import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPhoneDisabled } from '../src/disabled/queries.ts';
import { caller } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2025-06-10T15:00:00Z' });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const URL = '/api/desativados';

async function create(token: string, name: string, phone_block: string) {
  const response = await call('POST', URL, token, { name, phone_block });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().desativado as { id: number; name: string; phone_block: string; data_hora: string };
}

describe('disabled numbers', () => {
  it('stores the phone as 55 + digits, lists newest first and deletes', async () => {
    const { token } = await ctx.createCustomer();
    const first = await create(token, '  Maria Souza ', '(11) 9.8888-7777');
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Maria Souza',
      phone_block: '5511988887777',
      data_hora: ctx.clock.now().toISOString(),
    });
    ctx.clock.advance(60_000);
    const second = await create(token, 'Loja Vizinha', '552133334444');
    expect(second.phone_block).toBe('552133334444');
    expect((await call('GET', URL, token)).json()).toEqual({ desativados: [second, first] });

    const deleted = await call('DELETE', `${URL}/${first.id}`, token);
    expect(deleted.json()).toEqual({ message: 'Registro excluído com sucesso!' });
    expect((await call('GET', URL, token)).json()).toEqual({ desativados: [second] });
  });

  it("answers 409 'Este número já está desativado.' for a number the account already blocks, however typed", async () => {
    const { token } = await ctx.createCustomer();
    const { token: otherToken } = await ctx.createCustomer();
    await create(token, 'Maria', '11988887777');
    const again = await call('POST', URL, token, {
      name: 'Maria de novo',
      phone_block: '+55 (11) 98888-7777',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este número já está desativado.', code: 'CONFLITO' });
    // Another account may block the same number.
    await create(otherToken, 'Maria', '11988887777');
  });

  it.each([
    [{ phone_block: '11988887777' }, 'Nome é obrigatório'],
    [{ name: '   ', phone_block: '11988887777' }, 'Nome é obrigatório'],
    [{ name: 'n'.repeat(31), phone_block: '11988887777' }, 'Nome deve ter no máximo 30 caracteres'],
    [{ name: 'Maria' }, 'Telefone é obrigatório'],
    [{ name: 'Maria', phone_block: '' }, 'Telefone é obrigatório'],
    [{ name: 'Maria', phone_block: '  ' }, 'Telefone é obrigatório'],
    [{ name: 'Maria', phone_block: '9999' }, 'Telefone inválido'],
    [{ name: 'Maria', phone_block: '(11) 9.8888-77770' }, 'Telefone inválido'],
    [{ name: 'Maria', phone_block: '1'.repeat(26) }, 'Telefone inválido'],
  ])('validates %j → %s', async (payload, message) => {
    const { token } = await ctx.createCustomer();
    const response = await call('POST', URL, token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
    expect((await call('GET', URL, token)).json()).toEqual({ desativados: [] });
  });

  it("lists only the account's numbers; another account's id answers 404; no token answers 401", async () => {
    const { token } = await ctx.createCustomer();
    const { token: strangerToken } = await ctx.createCustomer();
    const theirs = await create(strangerToken, 'Deles', '11977776666');
    expect((await call('GET', URL, token)).json()).toEqual({ desativados: [] });
    const response = await call('DELETE', `${URL}/${theirs.id}`, token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Registro não encontrado.', code: 'NAO_ENCONTRADO' });
    expect((await call('GET', URL, strangerToken)).json()).toEqual({ desativados: [theirs] });

    for (const unauthenticated of [
      await call('GET', URL, undefined),
      await call('POST', URL, undefined, { name: 'x', phone_block: '11988887777' }),
      await call('DELETE', `${URL}/${theirs.id}`, undefined),
    ]) {
      expect(unauthenticated.statusCode).toBe(401);
    }
  });

  it('tells the incoming-message webhook whether a number is blocked, in either form', async () => {
    const { user, token } = await ctx.createCustomer();
    await create(token, 'Maria', '(11) 9.8888-7777');
    expect(await isPhoneDisabled(ctx.db, user.id, '5511988887777')).toBe(true);
    expect(await isPhoneDisabled(ctx.db, user.id, '11988887777')).toBe(true);
    expect(await isPhoneDisabled(ctx.db, user.id, '5511911112222')).toBe(false);
    expect(await isPhoneDisabled(ctx.db, user.id, 'sem número')).toBe(false);
  });
});
