import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { DemoIds } from '../src/demo/demoSeeder.ts';
import type { AppDeps } from '../src/deps.ts';
import { bootstrap, demoAccountLines, StartupError } from '../src/startup.ts';
import { createTestContext, type TestContext, uniqueIp } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-01-31T15:00:00.000Z' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  // each scenario starts from an empty database (deleting users cascades to everything they own)
  await ctx.db.deleteFrom('users').execute();
});

function depsWith(config: Partial<Config>): AppDeps {
  return { ...ctx.deps, config: { ...ctx.config, ...config } };
}

function login(email: string, senha: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha },
    remoteAddress: uniqueIp(),
  });
}

async function userCount(): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

describe('first start of the embedded database (development)', () => {
  it('creates the three demo accounts, the Pro customer’s product and active agent, once', async () => {
    const seen: DemoIds[] = [];
    const outcome = await bootstrap(depsWith({ nodeEnv: 'development', databaseUrl: undefined }), [
      async (_deps, ids) => {
        seen.push(ids);
      },
    ]);
    expect(outcome).toEqual({ kind: 'demo-seeded' });

    const admin = await login('admin@exemplo.com.br', 'admin123');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ id: 30, is_admin: true });
    expect(admin.json().must_change_password).toBe(false);

    const customer = await login('cliente@exemplo.com.br', 'cliente123');
    expect(customer.statusCode).toBe(200);
    expect(customer.json().must_change_password).toBe(false);
    expect(customer.json().user).toMatchObject({
      nome_plan: 'Pro',
      conversas_plano: 600,
      expiration_acess: '2026-02-28T23:59:59.999Z',
    });
    expect(customer.json().user.conversas_unicas).toBeGreaterThan(0);
    expect(customer.json().user.mensagens_trocadas).toBeGreaterThan(0);

    const token = customer.json().token as string;
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/list',
      headers: ctx.auth(token),
    });
    expect(products.json().products).toHaveLength(1);
    const agent = await ctx.app.inject({ method: 'GET', url: '/api/agents', headers: ctx.auth(token) });
    expect(agent.json().agent).toMatchObject({ status: true, id_produto: products.json().products[0].id });

    const newcomer = await login('novo@exemplo.com.br', 'mudar123');
    expect(newcomer.statusCode).toBe(200);
    expect(newcomer.json().must_change_password).toBe(true);

    // area seeders ran with the core ids
    expect(seen).toEqual([
      {
        adminId: 30,
        customerId: customer.json().user.id,
        newCustomerId: newcomer.json().user.id,
        productId: products.json().products[0].id,
      },
    ]);

    // the administrator sees the new customer's temporary password on its card
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/usuarios/list',
      headers: ctx.auth(admin.json().token as string),
    });
    const cards = list.json().usuarios as Array<{ email: string; senha: string | null }>;
    expect(cards.find((card) => card.email === 'novo@exemplo.com.br')?.senha).toBe('mudar123');
    expect(cards.find((card) => card.email === 'cliente@exemplo.com.br')?.senha).toBeNull();

    expect(await demoAccountLines(ctx.deps)).toEqual([
      '  admin@exemplo.com.br / admin123',
      '  cliente@exemplo.com.br / cliente123',
      '  novo@exemplo.com.br / mudar123',
    ]);

    // a second start changes nothing
    expect(await bootstrap(depsWith({ nodeEnv: 'development', databaseUrl: undefined }), [])).toEqual({
      kind: 'ready',
    });
    expect(await userCount()).toBe(3);
  });

  it('gives accounts created later ids after the reserved administrator id', async () => {
    await bootstrap(depsWith({ nodeEnv: 'development', databaseUrl: undefined }), []);
    const admin = await login('admin@exemplo.com.br', 'admin123');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: ctx.auth(admin.json().token as string),
      payload: { name: 'Depois', email: 'depois@exemplo.com.br' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().usuario.id).toBeGreaterThan(30);
  });
});

describe('production start', () => {
  it('refuses to start without an administrator configured, and creates nothing', async () => {
    const start = bootstrap(
      depsWith({ nodeEnv: 'production', adminEmail: undefined, adminPassword: undefined }),
      [],
    );
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(start).rejects.toThrow('Defina ADMIN_EMAIL e ADMIN_PASSWORD');
    expect(await userCount()).toBe(0);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const start = bootstrap(
      depsWith({ nodeEnv: 'production', adminEmail: 'dono@loja.com', adminPassword: '123' }),
      [],
    );
    await expect(start).rejects.toBeInstanceOf(StartupError);
  });

  it('creates the administrator (id 30) from ADMIN_EMAIL/ADMIN_PASSWORD and no demo data', async () => {
    const deps = depsWith({
      nodeEnv: 'production',
      adminEmail: 'dono@loja.com',
      adminPassword: 'segredo-forte',
    });
    expect(await bootstrap(deps, [])).toEqual({ kind: 'admin-created', email: 'dono@loja.com' });
    const admin = await login('dono@loja.com', 'segredo-forte');
    expect(admin.json().user).toMatchObject({ id: 30, is_admin: true });
    expect(admin.json().must_change_password).toBe(false);
    expect((await login('cliente@exemplo.com.br', 'cliente123')).statusCode).toBe(401);
    expect(await demoAccountLines(deps)).toEqual([]);

    // later starts need no ADMIN_* variables
    expect(await bootstrap(depsWith({ nodeEnv: 'production', adminEmail: undefined }), [])).toEqual({
      kind: 'ready',
    });
  });
});

describe('external PostgreSQL (DATABASE_URL) outside production', () => {
  it('creates no demo data', async () => {
    const deps = depsWith({
      nodeEnv: 'development',
      databaseUrl: 'postgres://exemplo/db',
      adminEmail: undefined,
    });
    expect(await bootstrap(deps, [])).toEqual({ kind: 'ready' });
    expect(await userCount()).toBe(0);
  });

  it('seeds the demo accounts when DEMO_DATA=true (the end-to-end suite on PostgreSQL)', async () => {
    const deps = depsWith({ nodeEnv: 'development', databaseUrl: 'postgres://exemplo/db', demoData: true });
    expect(await bootstrap(deps, [])).toEqual({ kind: 'demo-seeded' });
    expect((await login('cliente@exemplo.com.br', 'cliente123')).statusCode).toBe(200);
  });

  it('never seeds demo data in production, even with DEMO_DATA=true', async () => {
    const deps = depsWith({
      nodeEnv: 'production',
      databaseUrl: 'postgres://exemplo/db',
      demoData: true,
      adminEmail: 'dono@loja.com',
      adminPassword: 'segredo-forte',
    });
    expect(await bootstrap(deps, [])).toEqual({ kind: 'admin-created', email: 'dono@loja.com' });
    expect((await login('cliente@exemplo.com.br', 'cliente123')).statusCode).toBe(401);
  });
});
