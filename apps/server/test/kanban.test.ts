import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KANBAN_FIRST_PAGE_SIZE } from '../src/constants.ts';
import { upsertLeadInteraction } from '../src/kanban/leadInteractions.ts';
import { caller, customerWithProduct, insertProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Wednesday 18 June 2025, 10:00 in São Paulo (13:00 UTC).
const NOW = '2025-06-18T13:00:00.000Z';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const kanbanUrl = (productId: number, periodo?: string) =>
  `/api/followup/kanban/${productId}${periodo ? `?periodo=${periodo}` : ''}`;

interface KanbanLead {
  id: number;
  nome: string;
  ultimo_step: number;
  data_hora_ultima_interacao: string;
}

/** The kanban as step → lead names, newest first. */
async function board(token: string, productId: number, periodo?: string) {
  const response = await call('GET', kanbanUrl(productId, periodo), token);
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json().kanban as { ultimo_step: number; leads: KanbanLead[] }[];
  return groups.map((group) => [group.ultimo_step, group.leads.map((lead) => lead.nome)]);
}

describe('kanban', () => {
  // Each lead sits just inside or just outside a São Paulo day/month boundary.
  const LEADS = [
    ['Ana Hoje Tarde', 2, '2025-06-18T12:00:00Z'],
    ['Bruno Hoje Madrugada', 1, '2025-06-18T04:00:00Z'],
    ['Carla Ontem 23h59', 2, '2025-06-18T02:59:00Z'],
    ['Davi Sete Dias', 3, '2025-06-12T03:00:00Z'],
    ['Eva Oito Dias', 1, '2025-06-12T02:59:00Z'],
    ['Fábio Dia Primeiro', 4, '2025-06-01T03:00:00Z'],
    ['Gabi Fim de Maio', 5, '2025-06-01T02:59:00Z'],
    ['Hugo Início de Maio', 1, '2025-05-01T03:00:00Z'],
    ['Iara Abril', 1, '2025-05-01T02:59:00Z'],
  ] as const;

  async function seededProduct() {
    const owner = await customerWithProduct(ctx);
    for (const [index, [name, step, at]] of LEADS.entries()) {
      await upsertLeadInteraction(ctx.db, {
        userId: owner.user.id,
        productId: owner.productId,
        phone: `55119000000${String(index).padStart(2, '0')}`,
        name,
        step,
        at: new Date(at),
      });
    }
    // Same moment, but another product of the account and another account: never on this board.
    const otherProductId = await insertProduct(ctx.db, owner.user.id, 'Outro');
    const stranger = await customerWithProduct(ctx);
    for (const [userId, productId] of [
      [owner.user.id, otherProductId],
      [stranger.user.id, stranger.productId],
    ] as const) {
      await upsertLeadInteraction(ctx.db, {
        userId,
        productId,
        phone: '5511977776666',
        name: 'Intruso',
        at: new Date(NOW),
      });
    }
    return owner;
  }

  it('groups the leads of each São Paulo period by last step, newest interaction first', async () => {
    const { token, productId } = await seededProduct();
    expect(await board(token, productId, 'hoje')).toEqual([
      [1, ['Bruno Hoje Madrugada']],
      [2, ['Ana Hoje Tarde']],
    ]);
    expect(await board(token, productId, 'ultimos_7')).toEqual([
      [1, ['Bruno Hoje Madrugada']],
      [2, ['Ana Hoje Tarde', 'Carla Ontem 23h59']],
      [3, ['Davi Sete Dias']],
    ]);
    expect(await board(token, productId, 'ultimos_14')).toEqual([
      [1, ['Bruno Hoje Madrugada', 'Eva Oito Dias']],
      [2, ['Ana Hoje Tarde', 'Carla Ontem 23h59']],
      [3, ['Davi Sete Dias']],
    ]);
    expect(await board(token, productId, 'mes_atual')).toEqual([
      [1, ['Bruno Hoje Madrugada', 'Eva Oito Dias']],
      [2, ['Ana Hoje Tarde', 'Carla Ontem 23h59']],
      [3, ['Davi Sete Dias']],
      [4, ['Fábio Dia Primeiro']],
    ]);
    expect(await board(token, productId, 'mes_anterior')).toEqual([
      [1, ['Hugo Início de Maio']],
      [5, ['Gabi Fim de Maio']],
    ]);
  });

  it('opens on hoje and answers the lead fields the cards read', async () => {
    const { token, productId } = await seededProduct();
    const response = await call('GET', kanbanUrl(productId), token);
    expect(response.json().kanban[1]).toEqual({
      ultimo_step: 2,
      texto_etapa: null,
      total: 1,
      cursor: null,
      leads: [
        {
          id: expect.any(Number),
          nome: 'Ana Hoje Tarde',
          lead_phone: '5511900000000',
          ultimo_step: 2,
          etiqueta: null,
          data_hora_ultima_interacao: '2025-06-18T12:00:00.000Z',
          nao_perturbe_desde: null,
          compra: null,
        },
      ],
    });
  });

  it("shows every step of the flow, empty ones with count 0 and no leads, each with its text's start", async () => {
    const owner = await seededProduct();
    const steps = [
      'Olá! {PAUSAR_AGENTE}',
      '{MEDIA Id=1 codec=imagem}Veja   como o sérum\nfunciona na pele',
      '{PAUSAR_AGENTE}',
      `Tudo certo? ${'palavra '.repeat(40)}fim`,
    ];
    await ctx.db
      .insertInto('flow_steps')
      .values(
        steps.map((texto, index) => ({
          user_id: owner.user.id,
          product_id: owner.productId,
          posicao: index + 1,
          texto,
        })),
      )
      .execute();
    const response = await call('GET', kanbanUrl(owner.productId, 'hoje'), owner.token);
    const groups = response.json().kanban as {
      ultimo_step: number;
      texto_etapa: string | null;
      total: number;
      leads: unknown[];
      cursor: string | null;
    }[];
    expect(
      groups.map((group) => [group.ultimo_step, group.texto_etapa, group.total, group.leads.length]),
    ).toEqual([
      [1, 'Olá!', 1, 1],
      [2, 'Veja como o sérum funciona na pele', 1, 1],
      [3, '', 0, 0],
      [4, expect.stringMatching(/^Tudo certo\? (palavra ){12}palavra$/), 0, 0],
    ]);
    expect(groups[2]?.cursor).toBeNull();

    // A step that left the flow keeps its column while it holds leads of the period; its text is gone.
    expect(
      (await call('GET', kanbanUrl(owner.productId, 'mes_anterior'), owner.token))
        .json()
        .kanban.map((group: { ultimo_step: number; texto_etapa: string | null; total: number }) => [
          group.ultimo_step,
          group.texto_etapa,
          group.total,
        ]),
    ).toEqual([
      [1, 'Olá!', 1],
      [2, 'Veja como o sérum funciona na pele', 0],
      [3, '', 0],
      [4, expect.any(String), 0],
      [5, null, 1],
    ]);

    // Another account's flow never adds columns to this board.
    const stranger = await customerWithProduct(ctx);
    await ctx.db
      .insertInto('flow_steps')
      .values({ user_id: stranger.user.id, product_id: stranger.productId, posicao: 1, texto: 'Segredo' })
      .execute();
    const own = await customerWithProduct(ctx);
    expect((await call('GET', kanbanUrl(own.productId), own.token)).json()).toEqual({ kanban: [] });
  });

  it('answers an empty board for a period without leads', async () => {
    const { token, productId } = await customerWithProduct(ctx);
    expect((await call('GET', kanbanUrl(productId, 'mes_anterior'), token)).json()).toEqual({ kanban: [] });
  });

  it("refuses an unknown period, another account's product (404) and a call without a token (401)", async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const invalid = await call('GET', kanbanUrl(productId, 'ontem'), token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Período inválido', code: 'VALIDACAO' });

    const stranger = await seededProduct();
    const foreign = await call('GET', kanbanUrl(stranger.productId), token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' });
    expect((await call('GET', kanbanUrl(productId), undefined)).statusCode).toBe(401);
  });

  it("refuses a column page with a malformed cursor or step (400), of another account's product (404)", async () => {
    const { token, productId } = await customerWithProduct(ctx);
    const pageUrl = (id: number, step: string, cursor: string) =>
      `/api/followup/kanban/${id}/etapas/${step}?cursor=${cursor}`;
    for (const [step, cursor, message] of [
      ['1', 'abc', 'Cursor inválido'],
      ['1', '99999999999999999.1', 'Cursor inválido'],
      ['1', '1750248000123456.99999999999', 'Cursor inválido'],
      ['1', '1750248000123456.3000000000', 'Cursor inválido'],
      ['-1', '1750248000123456.1', 'Etapa inválida'],
    ] as const) {
      const refused = await call('GET', pageUrl(productId, step, cursor), token);
      expect(refused.statusCode, cursor).toBe(400);
      expect(refused.json()).toEqual({ message, code: 'VALIDACAO' });
    }
    const missing = await call('GET', `/api/followup/kanban/${productId}/etapas/1`, token);
    expect(missing.json()).toEqual({ message: 'Cursor inválido', code: 'VALIDACAO' });

    const stranger = await seededProduct();
    const foreign = await call('GET', pageUrl(stranger.productId, '1', '1750248000123456.1'), token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Produto não encontrado.', code: 'NAO_ENCONTRADO' });
    const empty = await call('GET', pageUrl(productId, '1', '1750248000123456.1'), token);
    expect(empty.json()).toEqual({ leads: [], cursor: null });
  });

  it("writes a lead's last interaction as UTC to the millisecond on the board, the next page and the tag change, and follows it", async () => {
    const owner = await customerWithProduct(ctx);
    // One more lead than the board's first page, so that the column has a next page.
    for (let index = 0; index <= KANBAN_FIRST_PAGE_SIZE; index += 1) {
      await upsertLeadInteraction(ctx.db, {
        userId: owner.user.id,
        productId: owner.productId,
        phone: `55119100000${String(index).padStart(2, '0')}`,
        name: `Lead ${index}`,
        at: new Date(Date.parse('2025-06-18T11:00:00Z') + index * 60_000),
      });
    }
    // The oldest lead gets an instant finer than a millisecond, as PostgreSQL's own clock writes them.
    const oldest = await ctx.db
      .updateTable('leads')
      .set({ data_hora_ultima_interacao: '2025-06-18T10:59:59.999999+00' })
      .where('user_id', '=', owner.user.id)
      .where('nome', '=', 'Lead 0')
      .returning('id')
      .executeTakeFirstOrThrow();
    const [group] = (await call('GET', kanbanUrl(owner.productId), owner.token)).json().kanban;
    expect(group.leads[0].data_hora_ultima_interacao).toBe('2025-06-18T11:15:00.000Z');
    const next = await call(
      'GET',
      `${kanbanUrl(owner.productId)}/etapas/1?cursor=${group.cursor}`,
      owner.token,
    );
    expect(next.json().leads).toEqual([
      expect.objectContaining({ id: oldest.id, data_hora_ultima_interacao: '2025-06-18T10:59:59.999Z' }),
    ]);
    const tagged = await call('PUT', `/api/followup/${oldest.id}/etiqueta`, owner.token, {
      etiqueta: 'CANCELADO',
    });
    expect(tagged.json().lead.data_hora_ultima_interacao).toBe('2025-06-18T10:59:59.999Z');
    // A new message moves the lead to the top of its column, with its new instant.
    await upsertLeadInteraction(ctx.db, {
      userId: owner.user.id,
      productId: owner.productId,
      phone: '5511910000000',
      name: 'Lead 0',
      at: new Date('2025-06-18T12:30:00.250Z'),
    });
    const [moved] = (await call('GET', kanbanUrl(owner.productId), owner.token)).json().kanban;
    expect(moved.leads[0]).toMatchObject({
      id: oldest.id,
      data_hora_ultima_interacao: '2025-06-18T12:30:00.250Z',
    });
  });

  it('says on every read of a lead since when it asked not to be disturbed, for its own account only', async () => {
    const owner = await customerWithProduct(ctx);
    for (let index = 0; index <= KANBAN_FIRST_PAGE_SIZE; index += 1) {
      await upsertLeadInteraction(ctx.db, {
        userId: owner.user.id,
        productId: owner.productId,
        phone: `55119200000${String(index).padStart(2, '0')}`,
        name: `Lead ${index}`,
        at: new Date(Date.parse('2025-06-18T11:00:00Z') + index * 60_000),
      });
    }
    // The newest lead (first page) and the oldest (next page) asked to stop; the same phone of another account
    // asked nothing.
    const quiet = [
      ['5511920000015', '2025-06-18T12:01:02.345678+00'],
      ['5511920000000', '2025-06-17T20:00:00+00'],
    ] as const;
    for (const [phone, since] of quiet) {
      await ctx.db
        .insertInto('lead_states')
        .values({ user_id: owner.user.id, lead_phone: phone, nao_perturbe_desde: since })
        .execute();
    }
    const stranger = await customerWithProduct(ctx);
    await upsertLeadInteraction(ctx.db, {
      userId: stranger.user.id,
      productId: stranger.productId,
      phone: '5511920000001',
      name: 'Outro',
      at: new Date(NOW),
    });
    await ctx.db
      .insertInto('lead_states')
      .values({ user_id: stranger.user.id, lead_phone: '5511920000001', nao_perturbe_desde: NOW })
      .execute();

    const [group] = (await call('GET', kanbanUrl(owner.productId), owner.token)).json().kanban;
    expect(group.leads[0]).toMatchObject({ nome: 'Lead 15', nao_perturbe_desde: '2025-06-18T12:01:02.345Z' });
    expect(group.leads[1]).toMatchObject({ nome: 'Lead 14', nao_perturbe_desde: null });
    const next = await call(
      'GET',
      `${kanbanUrl(owner.productId)}/etapas/1?cursor=${group.cursor}`,
      owner.token,
    );
    expect(next.json().leads).toEqual([
      expect.objectContaining({ nome: 'Lead 0', nao_perturbe_desde: '2025-06-17T20:00:00.000Z' }),
    ]);
    const tagged = await call('PUT', `/api/followup/${next.json().leads[0].id}/etiqueta`, owner.token, {
      etiqueta: 'CANCELADO',
    });
    expect(tagged.json().lead.nao_perturbe_desde).toBe('2025-06-17T20:00:00.000Z');
    const [strangerGroup] = (await call('GET', kanbanUrl(stranger.productId), stranger.token)).json().kanban;
    expect(strangerGroup.leads[0]).toMatchObject({ nome: 'Outro', nao_perturbe_desde: NOW });
    // The lead writes again and is answered: "não perturbe" is cleared, and the board says so.
    await ctx.db
      .updateTable('lead_states')
      .set({ nao_perturbe_desde: null })
      .where('user_id', '=', owner.user.id)
      .where('lead_phone', '=', '5511920000015')
      .execute();
    const [after] = (await call('GET', kanbanUrl(owner.productId), owner.token)).json().kanban;
    expect(after.leads[0]).toMatchObject({ nome: 'Lead 15', nao_perturbe_desde: null });
  });

  describe('lead tag', () => {
    async function oneLead() {
      const owner = await customerWithProduct(ctx);
      const lead = await upsertLeadInteraction(ctx.db, {
        userId: owner.user.id,
        productId: owner.productId,
        phone: '+55 11 98888-1111',
        name: 'Lia',
        at: new Date(NOW),
      });
      return { ...owner, leadId: lead?.id ?? 0 };
    }
    const tagUrl = (leadId: number) => `/api/followup/${leadId}/etiqueta`;

    it.each([
      ['Lead novo', 'Lead novo'],
      ['  compra efetuada ', 'Compra efetuada'],
      ['RETORNAR CONTATO', 'Retornar contato'],
      ['cancelado', 'Cancelado'],
    ])("stores %j as the account's tag %s writes it and answers the lead", async (etiqueta, stored) => {
      const { token, productId, leadId } = await oneLead();
      const response = await call('PUT', tagUrl(leadId), token, { etiqueta });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        lead: {
          id: leadId,
          nome: 'Lia',
          lead_phone: '5511988881111',
          ultimo_step: 1,
          etiqueta: stored,
          data_hora_ultima_interacao: NOW,
          nao_perturbe_desde: null,
          compra: null,
        },
      });
      const [group] = (await call('GET', kanbanUrl(productId), token)).json().kanban;
      expect(group.leads[0].etiqueta).toBe(stored);
    });

    it.each([
      [{ etiqueta: 'VIP' }, 'Etiqueta inválida'],
      [{ etiqueta: '' }, 'Etiqueta inválida'],
      [{ etiqueta: 'Lead  novo' }, 'Etiqueta inválida'],
      [{ etiqueta: 'x'.repeat(41) }, 'Etiqueta inválida'],
      [{ etiqueta: 3 }, 'Etiqueta inválida'],
      [{}, 'Etiqueta é obrigatória'],
    ])('refuses %j → %s and keeps the tag', async (payload, message) => {
      const { token, leadId } = await oneLead();
      await call('PUT', tagUrl(leadId), token, { etiqueta: 'Lead novo' });
      const response = await call('PUT', tagUrl(leadId), token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDACAO' });
      const row = await ctx.db
        .selectFrom('leads')
        .select('etiqueta')
        .where('id', '=', leadId)
        .executeTakeFirst();
      expect(row?.etiqueta).toBe('Lead novo');
    });

    it("answers 404 on another account's lead and 401 without a token", async () => {
      const stranger = await oneLead();
      const { token } = await ctx.createCustomer();
      const response = await call('PUT', tagUrl(stranger.leadId), token, { etiqueta: 'CANCELADO' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Lead não encontrado.', code: 'NAO_ENCONTRADO' });
      expect(
        (await call('PUT', tagUrl(stranger.leadId), undefined, { etiqueta: 'CANCELADO' })).statusCode,
      ).toBe(401);
      const row = await ctx.db
        .selectFrom('leads')
        .select('etiqueta')
        .where('id', '=', stranger.leadId)
        .executeTakeFirst();
      expect(row?.etiqueta).toBeNull();
    });
  });
});

describe('upsertLeadInteraction', () => {
  it('creates the lead once per product and phone, then moves it forward, ignoring late events', async () => {
    const { user, productId } = await customerWithProduct(ctx);
    const base = { userId: user.id, productId, phone: '55 (11) 95555-4444' };
    const first = await upsertLeadInteraction(ctx.db, {
      ...base,
      name: 'João Pedro Alves',
      at: new Date('2025-06-18T10:00:00Z'),
    });
    const again = await upsertLeadInteraction(ctx.db, {
      ...base,
      name: '',
      step: 3,
      at: new Date('2025-06-18T11:00:00Z'),
    });
    // An older event arriving late changes neither the time nor the step.
    await upsertLeadInteraction(ctx.db, { ...base, step: 2, at: new Date('2025-06-18T09:00:00Z') });
    // A newer event without a step keeps the step.
    await upsertLeadInteraction(ctx.db, { ...base, at: new Date('2025-06-18T12:00:00Z') });
    expect(again?.id).toBe(first?.id);
    const rows = await ctx.db.selectFrom('leads').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nome: 'João Pedro Alves',
      lead_phone: '5511955554444',
      ultimo_step: 3,
      etiqueta: null,
      data_hora_ultima_interacao: new Date('2025-06-18T12:00:00Z'),
    });
  });

  it('keeps one lead per product for the same phone, and null for a phone without digits', async () => {
    const { user, productId } = await customerWithProduct(ctx);
    const otherProductId = await insertProduct(ctx.db, user.id, 'Outro');
    const at = new Date(NOW);
    const a = await upsertLeadInteraction(ctx.db, { userId: user.id, productId, phone: '5511944443333', at });
    const b = await upsertLeadInteraction(ctx.db, {
      userId: user.id,
      productId: otherProductId,
      phone: '5511944443333',
      at,
    });
    expect(a?.id).not.toBe(b?.id);
    expect(
      await upsertLeadInteraction(ctx.db, { userId: user.id, productId, phone: 'desconhecido', at }),
    ).toBeNull();
  });
});
