import { ADMIN_USERS_PAGE_SIZE } from '@agente/rules';
// The administrator's account list read a page at a time, ordered in the server, at the size of a real base.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

const ACCOUNTS = 1_000;
const DAY_MS = 86_400_000;
const PLAN_NAMES = ['Advanced', 'Pro', 'Start'] as const;

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await ctx.admin()).token;
  const now = ctx.clock.now().getTime();
  // Names out of id order; every third account expired, every tenth without an expiry date; every fifth
  // without a plan.
  const rows = Array.from({ length: ACCOUNTS }, (_, i) => ({
    name: `Conta ${String((i * 7919) % ACCOUNTS).padStart(4, '0')}`,
    email: `lista-${i}@exemplo.com.br`,
    password_hash: 'x',
    expiration_acess: i % 10 === 0 ? null : new Date(now + (i % 3 === 0 ? -1 : 1) * (i + 1) * DAY_MS),
    nome_plan: i % 5 === 0 ? null : (PLAN_NAMES[i % PLAN_NAMES.length] ?? null),
  }));
  for (let start = 0; start < rows.length; start += 250) {
    await ctx.db
      .insertInto('users')
      .values(rows.slice(start, start + 250))
      .execute();
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

interface Page {
  usuarios: Array<{
    id: number;
    name: string;
    email: string;
    expiration_acess: string | null;
    nome_plan: string | null;
  }>;
  total: number;
  por_pagina: number;
  ativos: number;
  inativos: number;
}

async function listPage(query: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/usuarios/list?${query}`, headers: ctx.auth(adminToken) });
}

describe('GET /api/usuarios/list?page=', () => {
  it('answers one page in name order with the total, at 1,000 accounts', async () => {
    const response = await listPage('page=1&ordem=nome');
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    // The 1,000 customers; the administrator (id 30) is never listed as one.
    expect(page.total).toBe(ACCOUNTS);
    expect(page.por_pagina).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(page.usuarios).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(page.usuarios.map((u) => u.name)).toEqual(
      Array.from({ length: ADMIN_USERS_PAGE_SIZE }, (_, i) => `Conta ${String(i).padStart(4, '0')}`),
    );
  });

  it('walks every page once: no account repeated or skipped', async () => {
    const pages = Math.ceil(ACCOUNTS / ADMIN_USERS_PAGE_SIZE);
    const seen = new Set<number>();
    for (let number = 1; number <= pages + 1; number += 1) {
      const page = (await listPage(`page=${number}&ordem=expiracao`)).json() as Page;
      for (const user of page.usuarios) seen.add(user.id);
      if (number === pages + 1) expect(page.usuarios).toEqual([]);
    }
    expect(seen.size).toBe(ACCOUNTS);
    expect(seen.has(30)).toBe(false);
  });

  it('orders by expiry, soonest first, accounts without a date last', async () => {
    const first = (await listPage('page=1&ordem=expiracao')).json() as Page;
    const dates = first.usuarios.map((u) => Date.parse(u.expiration_acess ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const lastPage = Math.ceil(ACCOUNTS / ADMIN_USERS_PAGE_SIZE);
    const last = (await listPage(`page=${lastPage}&ordem=expiracao`)).json() as Page;
    expect(last.usuarios.every((u) => u.expiration_acess === null)).toBe(true);
  });

  it('orders by status: active accounts first, each group by name', async () => {
    const now = ctx.clock.now().getTime();
    const first = (await listPage('page=1&ordem=status')).json() as Page;
    expect(
      first.usuarios.every((u) => u.expiration_acess !== null && Date.parse(u.expiration_acess) >= now),
    ).toBe(true);
    const names = first.usuarios.map((u) => u.name);
    expect(names).toEqual([...names].sort());
    const lastPage = Math.ceil(ACCOUNTS / ADMIN_USERS_PAGE_SIZE);
    const last = (await listPage(`page=${lastPage}&ordem=status`)).json() as Page;
    expect(
      last.usuarios.some((u) => u.expiration_acess === null || Date.parse(u.expiration_acess) < now),
    ).toBe(true);
  });

  it('reverses an order with direcao=desc, accounts without the value still last', async () => {
    const lastPage = Math.ceil(ACCOUNTS / ADMIN_USERS_PAGE_SIZE);
    const byName = (await listPage('page=1&ordem=nome&direcao=desc')).json() as Page;
    expect(byName.usuarios.map((u) => u.name)).toEqual(
      Array.from(
        { length: ADMIN_USERS_PAGE_SIZE },
        (_, i) => `Conta ${String(ACCOUNTS - 1 - i).padStart(4, '0')}`,
      ),
    );
    const byExpiry = (await listPage('page=1&ordem=expiracao&direcao=desc')).json() as Page;
    const dates = byExpiry.usuarios.map((u) => Date.parse(u.expiration_acess ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const lastByExpiry = (await listPage(`page=${lastPage}&ordem=expiracao&direcao=desc`)).json() as Page;
    expect(lastByExpiry.usuarios.every((u) => u.expiration_acess === null)).toBe(true);
    const now = ctx.clock.now().getTime();
    const byStatus = (await listPage('page=1&ordem=status&direcao=desc')).json() as Page;
    expect(
      byStatus.usuarios.every((u) => u.expiration_acess === null || Date.parse(u.expiration_acess) < now),
    ).toBe(true);
    const statusNames = byStatus.usuarios.map((u) => u.name);
    expect(statusNames).toEqual([...statusNames].sort());
  });

  it('orders by e-mail and by plan name, each group of a plan by name, accounts without a plan last', async () => {
    const byEmail = (await listPage('page=1&ordem=email&direcao=desc')).json() as Page;
    const emails = byEmail.usuarios.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byPlan = (await listPage('page=1&ordem=plano')).json() as Page;
    expect(byPlan.usuarios.every((u) => u.nome_plan === 'Advanced')).toBe(true);
    const planNames = byPlan.usuarios.map((u) => u.name);
    expect(planNames).toEqual([...planNames].sort());
    const byPlanDesc = (await listPage('page=1&ordem=plano&direcao=desc')).json() as Page;
    expect(byPlanDesc.usuarios.every((u) => u.nome_plan === 'Start')).toBe(true);
    const lastPage = Math.ceil(ACCOUNTS / ADMIN_USERS_PAGE_SIZE);
    for (const direcao of ['asc', 'desc']) {
      const last = (await listPage(`page=${lastPage}&ordem=plano&direcao=${direcao}`)).json() as Page;
      expect(last.usuarios.every((u) => u.nome_plan === null)).toBe(true);
    }
  });

  it('counts active and inactive accounts over the whole base, whatever the page', async () => {
    const page = (await listPage('page=3&ordem=nome')).json() as Page;
    // Accounts i with i % 10 !== 0 and i % 3 !== 0 expire in the future; the administrator is not counted.
    const active = Array.from({ length: ACCOUNTS }, (_, i) => i).filter(
      (i) => i % 10 !== 0 && i % 3 !== 0,
    ).length;
    expect(page.ativos).toBe(active);
    expect(page.inativos).toBe(ACCOUNTS - active);
    expect(page.usuarios).toHaveLength(ADMIN_USERS_PAGE_SIZE);
  });

  it('filters by status and by part of the name or e-mail, the total counting only the matches', async () => {
    const inactive = (await listPage('page=1&status=inativos&ordem=nome')).json() as Page;
    expect(inactive.total).toBe(inactive.inativos);
    const now = ctx.clock.now().getTime();
    expect(
      inactive.usuarios.every((u) => u.expiration_acess === null || Date.parse(u.expiration_acess) < now),
    ).toBe(true);

    const byName = (await listPage(`page=1&busca=${encodeURIComponent('CONTA 012')}`)).json() as Page;
    expect(byName.total).toBe(10);
    expect(byName.usuarios.every((u) => u.name.startsWith('Conta 012'))).toBe(true);
    const byEmail = (await listPage('page=1&busca=lista-999@')).json() as Page;
    expect(byEmail.usuarios.map((u) => u.email)).toEqual(['lista-999@exemplo.com.br']);
    // LIKE's wildcards are read as themselves.
    expect(((await listPage('page=1&busca=%25')).json() as Page).total).toBe(0);
  });

  it('finds a name whatever its accents', async () => {
    await ctx.createCustomer({ name: 'João Ávila' });
    const page = (await listPage('page=1&busca=joao avila')).json() as Page;
    expect(page.usuarios.map((u) => u.name)).toEqual(['João Ávila']);
  });

  it('refuses a bad page, order, direction or status with a pt-BR 400', async () => {
    for (const [query, message] of [
      ['page=0', 'Página inválida'],
      ['page=abc', 'Página inválida'],
      ['page=1&ordem=idade', 'Ordem inválida'],
      ['page=1&ordem=nome&direcao=cima', 'Direção inválida'],
      ['page=1&status=pausados', 'Status inválido'],
      [`page=1&busca=${'a'.repeat(101)}`, 'Busca muito longa'],
    ] as const) {
      const response = await listPage(query);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe(message);
    }
  });
});
