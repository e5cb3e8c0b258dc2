import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TAGS_MAX } from '../src/constants.ts';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { splitSqlStatements } from '../src/db/splitSql.ts';
import { upsertLeadInteraction } from '../src/kanban/leadInteractions.ts';
import { caller, customerWithProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

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

const names = async (token: string) =>
  ((await call('GET', '/api/etiquetas', token)).json().etiquetas as { nome: string; cor: string }[]).map(
    (tag) => `${tag.nome}:${tag.cor}`,
  );

async function ownerWithLead() {
  const owner = await customerWithProduct(ctx);
  const lead = await upsertLeadInteraction(ctx.db, {
    userId: owner.user.id,
    productId: owner.productId,
    phone: '5511988881111',
    name: 'Lia',
    tagWhenNew: 'Lead novo',
    at: new Date(NOW),
  });
  return { ...owner, leadId: lead?.id ?? 0 };
}

const leadTag = async (leadId: number) =>
  (await ctx.db.selectFrom('leads').select('etiqueta').where('id', '=', leadId).executeTakeFirstOrThrow())
    .etiqueta;

describe('lead tags the owner makes', () => {
  it('starts every account with the four tags in sentence case, and a new lead gets "Lead novo"', async () => {
    const { token, leadId } = await ownerWithLead();
    expect(await names(token)).toEqual([
      'Lead novo:azul',
      'Compra efetuada:verde',
      'Retornar contato:laranja',
      'Cancelado:vermelho',
    ]);
    expect(await leadTag(leadId)).toBe('Lead novo');
  });

  it('creates a tag a lead can then carry; a taken name (any case) is a 409, a blank one a 400', async () => {
    const { token, leadId } = await ownerWithLead();
    const created = await call('POST', '/api/etiquetas', token, { nome: '  Cliente VIP ', cor: 'roxo' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().etiqueta).toMatchObject({ nome: 'Cliente VIP', cor: 'roxo' });
    const tagged = await call('PUT', `/api/followup/${leadId}/etiqueta`, token, { etiqueta: 'cliente vip' });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().lead.etiqueta).toBe('Cliente VIP');

    const taken = await call('POST', '/api/etiquetas', token, { nome: 'CLIENTE VIP', cor: 'azul' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Já existe uma etiqueta com esse nome.');
    const blank = await call('POST', '/api/etiquetas', token, { nome: '   ', cor: 'azul' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('O nome da etiqueta é obrigatório');
    const colour = await call('POST', '/api/etiquetas', token, { nome: 'Outra', cor: 'rosa' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toBe('Cor inválida');
    expect(await names(token)).toHaveLength(5);
  });

  it(`stops at ${LEAD_TAGS_MAX} tags with a message saying so, and nothing is added`, async () => {
    const { token } = await ownerWithLead();
    for (let i = 5; i <= LEAD_TAGS_MAX; i += 1) {
      const response = await call('POST', '/api/etiquetas', token, { nome: `Etapa ${i}`, cor: 'cinza' });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await call('POST', '/api/etiquetas', token, { nome: 'Uma a mais', cor: 'cinza' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Limite de ${LEAD_TAGS_MAX} etiquetas atingido. Exclua ou renomeie uma etiqueta para criar outra.`,
    );
    expect(await names(token)).toHaveLength(LEAD_TAGS_MAX);
  });

  it("renames a tag and its leads follow; deleting it leaves them untagged; another account's is a 404", async () => {
    const { token, leadId } = await ownerWithLead();
    const [first] = (await call('GET', '/api/etiquetas', token)).json().etiquetas;
    const renamed = await call('PUT', `/api/etiquetas/${first.id}`, token, {
      nome: 'Novo contato',
      cor: 'verde',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await leadTag(leadId)).toBe('Novo contato');

    const stranger = await ctx.createCustomer();
    const foreign = await call('PUT', `/api/etiquetas/${first.id}`, stranger.token, {
      nome: 'X',
      cor: 'azul',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/api/etiquetas/${first.id}`, stranger.token)).statusCode).toBe(404);
    expect(await leadTag(leadId)).toBe('Novo contato');

    const removed = await call('DELETE', `/api/etiquetas/${first.id}`, token);
    expect(removed.json()).toEqual({ message: 'Etiqueta excluída.' });
    expect(await leadTag(leadId)).toBeNull();
    expect(await names(token)).not.toContain('Novo contato:verde');
    // The deleted name is no longer a tag a lead can be given.
    const refused = await call('PUT', `/api/followup/${leadId}/etiqueta`, token, {
      etiqueta: 'Novo contato',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('moves the leads of before onto the tags: the four ALL-CAPS by their new names, other text as a grey tag', async () => {
    const owner = await customerWithProduct(ctx);
    const tags = ['LEAD NOVO', ' compra efetuada ', 'CANCELADO', 'Cliente VIP', null];
    for (const [index, etiqueta] of tags.entries()) {
      await ctx.db
        .insertInto('leads')
        .values({
          user_id: owner.user.id,
          product_id: owner.productId,
          lead_phone: `55119777710${index}`,
          etiqueta,
          data_hora_ultima_interacao: new Date(NOW),
        })
        .execute();
    }
    const migration = await readFile(join(MIGRATIONS_DIR, '070_lead_tags_data.sql'), 'utf8');
    for (const statement of splitSqlStatements(migration)) await sql.raw(statement).execute(ctx.db);
    const leads = await ctx.db
      .selectFrom('leads')
      .select('etiqueta')
      .where('user_id', '=', owner.user.id)
      .orderBy('lead_phone')
      .execute();
    expect(leads.map((lead) => lead.etiqueta)).toEqual([
      'Lead novo',
      'Compra efetuada',
      'Cancelado',
      'Cliente VIP',
      null,
    ]);
    // The account's four tags once (not twice), and the leftover text as a grey tag it can use, rename or delete.
    expect(await names(owner.token)).toEqual([
      'Lead novo:azul',
      'Compra efetuada:verde',
      'Retornar contato:laranja',
      'Cancelado:vermelho',
      'Cliente VIP:cinza',
    ]);
  });
});
