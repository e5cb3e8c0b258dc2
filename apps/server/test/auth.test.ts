import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { createTestContext, type TestContext, uniqueEmail, uniqueIp } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;

function login(payload: unknown, ip = uniqueIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    remoteAddress: ip,
  });
}

function getMe(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.auth(token) });
}

function updateMe(token: string, payload: object) {
  return ctx.app.inject({ method: 'PUT', url: '/api/auth/me', headers: ctx.auth(token), payload });
}

describe('POST /api/auth/login', () => {
  it('answers a token, the user and must_change_password false for a password the customer chose', async () => {
    const { user } = await ctx.createCustomer({ name: 'Maria Souza', senha: 'minha-senha' });
    const response = await login({ email: user.email, senha: 'minha-senha' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.must_change_password).toBe(false);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({ id: user.id, name: 'Maria Souza', email: user.email, is_admin: false });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('temp_password');
    expect((await getMe(body.token)).statusCode).toBe(200);
  });

  it('ignores the case of the e-mail', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const response = await login({ email: user.email.toUpperCase(), senha: 'minha-senha' });
    expect(response.statusCode).toBe(200);
  });

  it('says must_change_password while the account is on a temporary password', async () => {
    const { user } = await ctx.createCustomer({ senha: 'mudar123', must_change_password: true });
    const response = await login({ email: user.email, senha: 'mudar123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().must_change_password).toBe(true);
    expect(response.json().user.must_change_password).toBe(true);
  });

  it('answers 401 with the same pt-BR message for a wrong password and for an unknown e-mail', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const wrong = await login({ email: user.email, senha: 'outra-senha' });
    const unknown = await login({ email: uniqueEmail('ninguem'), senha: 'minha-senha' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Email ou senha inválidos.', code: 'NAO_AUTORIZADO' });
    }
  });

  it.each([
    [{ senha: '123456' }, 'Email é obrigatório'],
    [{ email: 'sem-arroba', senha: '123456' }, 'Email inválido'],
    [{ email: 123, senha: '123456' }, 'Email inválido'],
    [{ email: 'a@b.com' }, 'Senha é obrigatória'],
    [{ email: 'a@b.com', senha: '12345' }, 'A senha deve ter pelo menos 6 caracteres'],
  ])('validates %j → %s', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
  });

  it('answers 400 JSON inválido to a malformed body, never 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'JSON inválido.', code: 'JSON_INVALIDO' });
  });

  it('stores only a scrypt hash of the password and a sha-256 of the token', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const token = await ctx.login(user.email, 'minha-senha');
    const row = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('minha-senha');
    const sessions = await ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((session) => session.token_hash)).toContain(hashToken(token));
    expect(sessions.map((session) => session.token_hash)).not.toContain(token);
  });
});

describe('login rate limits', () => {
  it('never locks the owner out: failures from other addresses leave the right password working', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const attacker = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login({ email: user.email, senha: 'errada-123' }, attacker);
    }
    expect((await login({ email: user.email, senha: 'minha-senha' })).statusCode).toBe(200);
  });

  it('resets the failure count of the e-mail on a successful login', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login({ email: user.email, senha: 'errada-123' });
    }
    expect((await login({ email: user.email, senha: 'minha-senha' })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login({ email: user.email, senha: 'errada-123' })).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, senha: 'minha-senha' })).statusCode).toBe(200);
  });

  it('counts failures per e-mail: another account is not blocked', async () => {
    const { user: victim } = await ctx.createCustomer({ senha: 'minha-senha' });
    const { user: other } = await ctx.createCustomer({ senha: 'minha-senha' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login({ email: victim.email, senha: 'errada-123' });
    }
    expect((await login({ email: other.email, senha: 'minha-senha' })).statusCode).toBe(200);
  });

  it('allows 60 attempts per IP per minute across login and recovery, then answers 429 until the minute passes', async () => {
    const ip = uniqueIp();
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login({ email: uniqueEmail('varredura'), senha: 'qualquer-1' }, ip);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/recuperar-senha',
        payload: { email: uniqueEmail('varredura') },
        remoteAddress: ip,
      });
    }
    const blocked = await login({ email: user.email, senha: 'minha-senha' }, ip);
    expect(blocked.statusCode).toBe(429);
    const recoveryBlocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/recuperar-senha',
      payload: { email: user.email },
      remoteAddress: ip,
    });
    expect(recoveryBlocked.statusCode).toBe(429);
    // another address is not affected
    expect((await login({ email: user.email, senha: 'minha-senha' })).statusCode).toBe(200);

    ctx.clock.advance(MINUTE + 1_000);
    expect((await login({ email: user.email, senha: 'minha-senha' }, ip)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('rejects calls without a token, with a malformed header or an unknown token (401 pt-BR)', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Token x' },
    });
    const unknown = await getMe('token-que-nao-existe');
    for (const response of [missing, malformed, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Sua sessão expirou. Faça login novamente.',
        code: 'NAO_AUTORIZADO',
      });
    }
  });

  it('logout revokes the token; other sessions of the account stay', async () => {
    const { user } = await ctx.createCustomer({ senha: 'minha-senha' });
    const first = await ctx.login(user.email, 'minha-senha');
    const second = await ctx.login(user.email, 'minha-senha');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: ctx.auth(first),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sessão encerrada.' });
    expect((await getMe(first)).statusCode).toBe(401);
    expect((await getMe(second)).statusCode).toBe(200);
  });

  it('logout without a token answers 401', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user of the token with plan and counters', async () => {
    const expiration = new Date('2030-01-31T23:59:59.999Z');
    const { user, token } = await ctx.createCustomer({
      name: 'Ana',
      expiration_acess: expiration,
      conversas_plano: 600,
      conversas_unicas: 12,
      mensagens_trocadas: 345,
      id_plan: 'pro',
      nome_plan: 'Pro',
    });
    const response = await getMe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        name: 'Ana',
        email: user.email,
        user_phone: '5511988887777',
        expiration_acess: '2030-01-31T23:59:59.999Z',
        renovation_date: null,
        conversas_unicas: 12,
        conversas_plano: 600,
        mensagens_trocadas: 345,
        id_plan: 'pro',
        nome_plan: 'Pro',
        is_admin: false,
        must_change_password: false,
      },
    });
  });

  it('marks the administrator (id 30) with is_admin', async () => {
    const { token } = await ctx.admin();
    const response = await getMe(token);
    expect(response.json().user).toMatchObject({ id: 30, is_admin: true });
  });
});

describe('PUT /api/auth/me', () => {
  it('updates name (trimmed) and e-mail (lower case) and answers the new user', async () => {
    const { token } = await ctx.createCustomer();
    const email = uniqueEmail('novo');
    const response = await updateMe(token, {
      name: '  Joana Lima ',
      email: email.toUpperCase(),
      current_password: 'senha-segura-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Joana Lima', email });
    expect((await getMe(token)).json().user).toMatchObject({ name: 'Joana Lima', email });
  });

  it.each([
    [{ email: 'a@b.com' }, 'Nome é obrigatório'],
    [{ name: '', email: 'a@b.com' }, 'Nome é obrigatório'],
    [{ name: '   ', email: 'a@b.com' }, 'Nome é obrigatório'],
    [{ name: 'x'.repeat(31), email: 'a@b.com' }, 'Nome deve ter no máximo 30 caracteres'],
    [{ name: 'Ana' }, 'Email é obrigatório'],
    [{ name: 'Ana', email: 'ana' }, 'Email inválido'],
    [
      { name: 'Ana', email: 'a@b.com', user_phone: '(11) 98888-7777' },
      'O número de telefone deve estar no formato 5511988887777',
    ],
  ])('validates %j → %s', async (payload, message) => {
    const { token } = await ctx.createCustomer();
    const response = await updateMe(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 409 when the e-mail belongs to another account', async () => {
    const { user: other } = await ctx.createCustomer();
    const { user, token } = await ctx.createCustomer();
    const response = await updateMe(token, { name: user.name, email: other.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este email já está em uso por outra conta.');
  });

  it('validates the phone only when it changes', async () => {
    // an old phone stored before the rule existed is resent untouched by the profile screen
    const { user, token } = await ctx.createCustomer({ user_phone: '551133334444' });
    const unchanged = await updateMe(token, {
      name: user.name,
      email: user.email,
      user_phone: '551133334444',
    });
    expect(unchanged.statusCode).toBe(200);

    const invalid = await updateMe(token, { name: user.name, email: user.email, user_phone: '11988887777' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('O número de telefone deve estar no formato 5511988887777');

    const valid = await updateMe(token, { name: user.name, email: user.email, user_phone: '5521977776666' });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().user.user_phone).toBe('5521977776666');

    const cleared = await updateMe(token, { name: user.name, email: user.email, user_phone: null });
    expect(cleared.json().user.user_phone).toBeNull();
  });

  it('keeps the phone when it is not sent', async () => {
    const { user, token } = await ctx.createCustomer({ user_phone: '5511912345678' });
    const response = await updateMe(token, { name: user.name, email: user.email });
    expect(response.json().user.user_phone).toBe('5511912345678');
  });

  it('takes a phone another account typed first: typing a number claims nothing', async () => {
    await ctx.createCustomer({ user_phone: '5531988880000' });
    const { user, token } = await ctx.createCustomer({ user_phone: null });
    const response = await updateMe(token, {
      name: user.name,
      email: user.email,
      user_phone: '5531988880000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_phone).toBe('5531988880000');
  });

  describe('password change', () => {
    it('requires the current password', async () => {
      const { user, token } = await ctx.createCustomer();
      for (const current of [undefined, '']) {
        const response = await updateMe(token, {
          name: user.name,
          email: user.email,
          new_password: 'nova-senha',
          ...(current === undefined ? {} : { current_password: current }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Senha atual é obrigatória para alterar a senha');
      }
    });

    it('checks the current password (400, so the client does not treat it as an expired session)', async () => {
      const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
      const response = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: 'nao-e-essa',
        new_password: 'nova-senha',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Senha atual incorreta.');
      await expect(ctx.login(user.email, 'minha-senha')).resolves.toBeTruthy();
    });

    it('requires at least 6 characters', async () => {
      const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
      const response = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: 'minha-senha',
        new_password: '12345',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('A nova senha deve ter pelo menos 6 caracteres');
    });

    it('changes the password, ends the other sessions and keeps the current one', async () => {
      const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
      const otherDevice = await ctx.login(user.email, 'minha-senha');
      const response = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: 'minha-senha',
        new_password: 'senha-nova-1',
      });
      expect(response.statusCode).toBe(200);
      expect((await getMe(token)).statusCode).toBe(200);
      expect((await getMe(otherDevice)).statusCode).toBe(401);
      expect((await login({ email: user.email, senha: 'minha-senha' })).statusCode).toBe(401);
      expect((await login({ email: user.email, senha: 'senha-nova-1' })).statusCode).toBe(200);
    });

    it('ends the temporary password: must_change_password false and the readable copy erased', async () => {
      const { user, token } = await ctx.createCustomer({ senha: 'mudar123', must_change_password: true });
      const same = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: 'mudar123',
        new_password: 'mudar123',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('A nova senha deve ser diferente da senha temporária.');

      const response = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: 'mudar123',
        new_password: 'minha-propria',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.must_change_password).toBe(false);
      const row = await ctx.db
        .selectFrom('users')
        .select(['temp_password', 'must_change_password'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ temp_password: null, must_change_password: false });
      expect((await login({ email: user.email, senha: 'minha-propria' })).json().must_change_password).toBe(
        false,
      );
    });

    it('on a temporary password, the account’s own session changes it without the current one (a reload forgot it)', async () => {
      const { user, token } = await ctx.createCustomer({ senha: 'mudar123', must_change_password: true });
      const same = await updateMe(token, { name: user.name, email: user.email, new_password: 'mudar123' });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('A nova senha deve ser diferente da senha temporária.');
      const wrong = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: 'nao-e-essa',
        new_password: 'minha-propria',
      });
      expect(wrong.json().message).toBe('Senha atual incorreta.');

      const response = await updateMe(token, {
        name: user.name,
        email: user.email,
        new_password: 'minha-propria',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.must_change_password).toBe(false);
      expect((await login({ email: user.email, senha: 'minha-propria' })).statusCode).toBe(200);
    });

    it('the administrator viewing a temporary-password account still needs its current password', async () => {
      const { user } = await ctx.createCustomer({ senha: 'mudar123', must_change_password: true });
      const viewing = await ctx.impersonate(user.id);
      const response = await updateMe(viewing, {
        name: user.name,
        email: user.email,
        new_password: 'outra-senha',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Senha atual é obrigatória para alterar a senha');
      expect((await login({ email: user.email, senha: 'mudar123' })).statusCode).toBe(200);
    });

    it('does not touch the password when new_password is empty', async () => {
      const { user, token } = await ctx.createCustomer({ senha: 'minha-senha' });
      const response = await updateMe(token, {
        name: user.name,
        email: user.email,
        current_password: '',
        new_password: '',
      });
      expect(response.statusCode).toBe(200);
      expect((await login({ email: user.email, senha: 'minha-senha' })).statusCode).toBe(200);
    });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      payload: { name: 'A', email: 'a@b.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/impersonate', () => {
  function impersonate(token: string | undefined, id: unknown) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/impersonate',
      headers: token ? ctx.auth(token) : {},
      payload: { id } as object,
    });
  }

  it('does not force the administrator to change a customer’s temporary password', async () => {
    const { user } = await ctx.createCustomer({ must_change_password: true });
    const token = await ctx.impersonate(user.id);
    expect((await getMe(token)).json().user.must_change_password).toBe(false);
    // the customer's own login still asks for the change
    expect(
      (await getMe((await ctx.createCustomer({ must_change_password: true })).token)).json().user,
    ).toMatchObject({ must_change_password: true });
  });

  it('answers 403 Acesso restrito. to a customer', async () => {
    const { token } = await ctx.createCustomer();
    const { user: other } = await ctx.createCustomer();
    const response = await impersonate(token, other.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Acesso restrito.', code: 'ACESSO_RESTRITO' });
  });

  it('answers 404 for an unknown account, 400 for a bad id and 401 without a token', async () => {
    const { token } = await ctx.admin();
    const unknown = await impersonate(token, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Usuário não encontrado.');
    expect((await impersonate(token, 'abc')).statusCode).toBe(400);
    expect((await impersonate(token, 0)).statusCode).toBe(400);
    expect((await impersonate(undefined, 31)).statusCode).toBe(401);
  });
});
