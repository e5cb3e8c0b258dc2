import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueEmail, uniqueIp } from './harness.ts';

let ctx: TestContext;
let adminToken: string;
let adminEmail: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.admin();
  adminToken = admin.token;
  adminEmail = admin.user.email;
});
afterAll(async () => {
  await ctx.close();
});

function listUsers(token: string | undefined) {
  return ctx.app.inject({ method: 'GET', url: '/api/usuarios/list', headers: token ? ctx.auth(token) : {} });
}

function createUser(token: string | undefined, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    headers: token ? ctx.auth(token) : {},
    payload,
  });
}

function updateUser(token: string | undefined, id: number | string, payload: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/usuarios/${id}`,
    headers: token ? ctx.auth(token) : {},
    payload,
  });
}

function loginStatus(email: string, senha: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha },
    remoteAddress: uniqueIp(),
  });
}

describe('admin operations are the administrator’s alone', () => {
  it('answers 403 Acesso restrito. to a customer and 401 without a token', async () => {
    const { user, token } = await ctx.createCustomer();
    const calls = [
      () => listUsers(token),
      () => createUser(token, { name: 'X', email: uniqueEmail() }),
      () => updateUser(token, user.id, { name: 'X', email: user.email }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Acesso restrito.', code: 'ACESSO_RESTRITO' });
    }
    expect((await listUsers(undefined)).statusCode).toBe(401);
    expect((await createUser(undefined, { name: 'X', email: uniqueEmail() })).statusCode).toBe(401);
    expect((await updateUser(undefined, user.id, { name: 'X', email: user.email })).statusCode).toBe(401);
  });
});

describe('GET /api/usuarios/list', () => {
  it('lists every account with plan fields; a password appears only while temporary', async () => {
    const { user: own } = await ctx.createCustomer({ senha: 'escolhida1' });
    const { user: temporary } = await ctx.createCustomer({ senha: 'temp-4567', must_change_password: true });
    const response = await listUsers(adminToken);
    expect(response.statusCode).toBe(200);
    const { usuarios } = response.json() as { usuarios: Array<Record<string, unknown>> };
    expect(usuarios.map((usuario) => usuario.id)).toEqual(expect.arrayContaining([own.id, temporary.id]));
    // The administrator runs the product: never listed as a customer.
    expect(usuarios.map((usuario) => usuario.id)).not.toContain(30);
    const ownCard = usuarios.find((usuario) => usuario.id === own.id);
    const tempCard = usuarios.find((usuario) => usuario.id === temporary.id);
    expect(ownCard).toMatchObject({ senha: null, must_change_password: false, email: own.email });
    expect(tempCard).toMatchObject({ senha: 'temp-4567', must_change_password: true });
    expect(Object.keys(ownCard ?? {}).sort()).toEqual(
      [
        'conversas_plano',
        'email',
        'expiration_acess',
        'id',
        'id_plan',
        'modelo_tokens_hoje',
        'modelo_tokens_mes',
        'must_change_password',
        'name',
        'nome_plan',
        'observacoes',
        'renovation_date',
        'senha',
        'user_phone',
        'valor_plan',
      ].sort(),
    );
  });
});

describe('POST /api/usuarios', () => {
  it('creates an account on a temporary password the administrator can read, forcing a change at login', async () => {
    const email = uniqueEmail('manual');
    const response = await createUser(adminToken, {
      name: 'Loja Manual',
      email,
      user_phone: '(11) 98888-1234',
      senha: 'inicial-1',
      expiration_acess: '2030-05-10',
      renovation_date: '2030-04-10',
      conversas_plano: 600,
      id_plan: 'pro',
      valor_plan: 247,
      nome_plan: 'Pro',
      observacoes: 'Cadastrada pelo suporte',
    });
    expect(response.statusCode).toBe(201);
    const { usuario } = response.json();
    expect(usuario).toMatchObject({
      name: 'Loja Manual',
      email,
      user_phone: '11988881234',
      senha: 'inicial-1',
      must_change_password: true,
      expiration_acess: '2030-05-10T23:59:59.999Z',
      renovation_date: '2030-04-10T23:59:59.999Z',
      conversas_plano: 600,
      id_plan: 'pro',
      valor_plan: 247,
      nome_plan: 'Pro',
      observacoes: 'Cadastrada pelo suporte',
    });
    const login = await loginStatus(email, 'inicial-1');
    expect(login.statusCode).toBe(200);
    expect(login.json().must_change_password).toBe(true);
  });

  it('generates a temporary password when none is typed', async () => {
    const email = uniqueEmail('gerada');
    const response = await createUser(adminToken, { name: 'Sem Senha', email, senha: '' });
    expect(response.statusCode).toBe(201);
    const { senha } = response.json().usuario as { senha: string };
    expect(senha).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await loginStatus(email, senha)).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@b.com' }, 'Nome é obrigatório'],
    [{ name: '  ', email: 'a@b.com' }, 'Nome é obrigatório'],
    [{ name: 'Ana' }, 'Email é obrigatório'],
    [{ name: 'Ana', email: 'ana@' }, 'Email inválido'],
    [{ name: 'Ana', email: 'a@b.com', senha: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ name: 'Ana', email: 'a@b.com', expiration_acess: '31/12/2030' }, 'Data de expiração inválida'],
    [{ name: 'Ana', email: 'a@b.com', renovation_date: '2030-02-30' }, 'Data de renovação inválida'],
    [{ name: 'Ana', email: 'a@b.com', conversas_plano: -1 }, 'Conversas do plano inválidas'],
    [{ name: 'Ana', email: 'a@b.com', conversas_plano: '10' }, 'Conversas do plano inválidas'],
    [{ name: 'Ana', email: 'a@b.com', valor_plan: -5 }, 'Valor do plano inválido'],
  ])('validates %j → %s', async (payload, message) => {
    const response = await createUser(adminToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 409 for an e-mail already in use', async () => {
    const { user } = await ctx.createCustomer();
    const response = await createUser(adminToken, { name: 'Outra', email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este email já está em uso por outra conta.');
  });
});

describe('PUT /api/usuarios/{id}', () => {
  it('saves the whole edited user', async () => {
    const { user } = await ctx.createCustomer({ senha: 'escolhida1' });
    const response = await updateUser(adminToken, user.id, {
      id: user.id,
      name: 'Nome Editado',
      email: user.email,
      user_phone: '5511900001111',
      senha: null,
      renovation_date: '2031-01-15',
      expiration_acess: '2031-02-15T10:00:00.000Z',
      observacoes: 'Renovou por telefone',
      conversas_plano: 1000,
      id_plan: 'advanced',
      valor_plan: 397,
      nome_plan: 'Advanced',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().usuario).toMatchObject({
      id: user.id,
      name: 'Nome Editado',
      user_phone: '5511900001111',
      senha: null,
      must_change_password: false,
      renovation_date: '2031-01-15T23:59:59.999Z',
      expiration_acess: '2031-02-15T10:00:00.000Z',
      observacoes: 'Renovou por telefone',
      conversas_plano: 1000,
      id_plan: 'advanced',
      valor_plan: 397,
      nome_plan: 'Advanced',
    });
    // the customer's own password still works
    expect((await loginStatus(user.email, 'escolhida1')).json().must_change_password).toBe(false);
  });

  it("records a plan change in 'Eventos da conta' (before, after, who), and nothing for an edit that keeps the plan", async () => {
    const { user } = await ctx.createCustomer();
    const events = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/usuarios/${user.id}/eventos`,
          headers: ctx.auth(adminToken),
        })
      ).json().eventos as Array<Record<string, unknown>>;
    const base = { name: user.name, email: user.email, senha: null };
    await updateUser(adminToken, user.id, { ...base, observacoes: 'Só uma nota' });
    expect(await events()).toEqual([]);

    const changed = await updateUser(adminToken, user.id, {
      ...base,
      observacoes: 'Só uma nota',
      conversas_plano: 1000,
      id_plan: 'advanced',
      valor_plan: 397,
      nome_plan: 'Advanced',
      expiration_acess: '2031-02-15T10:00:00.000Z',
    });
    expect(changed.statusCode).toBe(200);
    const [change, ...others] = await events();
    expect(others).toEqual([]);
    expect(change).toMatchObject({
      tipo: 'alteracao_plano',
      admin_email: adminEmail,
      depois: {
        nome_plan: 'Advanced',
        id_plan: 'advanced',
        valor_plan: 397,
        conversas_plano: 1000,
        expiration_acess: '2031-02-15T10:00:00.000Z',
      },
    });
    expect(change).toMatchObject({ antes: { nome_plan: null } });
  });

  it('a date typed as the São Paulo day already stored keeps the stored instant', async () => {
    const { user } = await ctx.createCustomer();
    // paid at 22:30 on 23 Nov in São Paulo (01:30 UTC on the 24th): every screen shows 23/11
    const paidAt = new Date('2026-11-24T01:30:00.000Z');
    const expiry = new Date('2026-12-23T23:59:59.999Z');
    await ctx.db
      .updateTable('users')
      .set({ renovation_date: paidAt, expiration_acess: expiry })
      .where('id', '=', user.id)
      .execute();
    const untouched = await updateUser(adminToken, user.id, {
      name: user.name,
      email: user.email,
      renovation_date: '2026-11-23',
      expiration_acess: '2026-12-23',
    });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().usuario).toMatchObject({
      renovation_date: paidAt.toISOString(),
      expiration_acess: expiry.toISOString(),
    });

    const moved = await updateUser(adminToken, user.id, {
      name: user.name,
      email: user.email,
      renovation_date: '2026-11-24',
      expiration_acess: '2026-12-23',
    });
    expect(moved.json().usuario.renovation_date).toBe('2026-11-24T23:59:59.999Z');
  });

  it('clears optional fields sent empty or null', async () => {
    const created = await createUser(adminToken, {
      name: 'Limpar',
      email: uniqueEmail(),
      observacoes: 'algo',
      nome_plan: 'Pro',
      expiration_acess: '2030-01-01',
    });
    const { usuario } = created.json();
    const response = await updateUser(adminToken, usuario.id, {
      name: 'Limpar',
      email: usuario.email,
      observacoes: '',
      nome_plan: null,
      expiration_acess: '',
    });
    expect(response.json().usuario).toMatchObject({
      observacoes: null,
      nome_plan: null,
      expiration_acess: null,
    });
  });

  it('a typed senha becomes the new temporary password: readable, forces a change, ends the customer’s sessions', async () => {
    const { user } = await ctx.createCustomer({ senha: 'escolhida1' });
    const customerToken = await ctx.login(user.email, 'escolhida1');
    const response = await updateUser(adminToken, user.id, {
      name: user.name,
      email: user.email,
      senha: 'nova-temp-9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().usuario).toMatchObject({ senha: 'nova-temp-9', must_change_password: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.auth(customerToken) });
    expect(me.statusCode).toBe(401);
    expect((await loginStatus(user.email, 'escolhida1')).statusCode).toBe(401);
    const login = await loginStatus(user.email, 'nova-temp-9');
    expect(login.json().must_change_password).toBe(true);

    // the customer sets their own password: the card shows none from then on
    const ownToken = login.json().token as string;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: ctx.auth(ownToken),
      payload: {
        name: user.name,
        email: user.email,
        current_password: 'nova-temp-9',
        new_password: 'so-minha-1',
      },
    });
    const list = await listUsers(adminToken);
    const card = (list.json().usuarios as Array<{ id: number; senha: string | null }>).find(
      (u) => u.id === user.id,
    );
    expect(card?.senha).toBeNull();
  });

  it('resending the temporary password shown on the card changes nothing', async () => {
    const { user } = await ctx.createCustomer({ senha: 'temp-1234', must_change_password: true });
    const customerToken = await ctx.login(user.email, 'temp-1234');
    const response = await updateUser(adminToken, user.id, {
      name: 'Novo Nome',
      email: user.email,
      senha: 'temp-1234',
    });
    expect(response.json().usuario).toMatchObject({ name: 'Novo Nome', senha: 'temp-1234' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.auth(customerToken) });
    expect(me.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a bad id and 409 for another account’s e-mail', async () => {
    const { user } = await ctx.createCustomer();
    const { user: other } = await ctx.createCustomer();
    const unknown = await updateUser(adminToken, 999_999, { name: 'X', email: uniqueEmail() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Usuário não encontrado.');
    expect((await updateUser(adminToken, 'abc', { name: 'X', email: uniqueEmail() })).statusCode).toBe(400);
    const taken = await updateUser(adminToken, user.id, { name: 'X', email: other.email });
    expect(taken.statusCode).toBe(409);
  });
});
