import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { customerWithProduct } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const MIGRATION = '044_flow_offer_references.sql';

describe('migration 044: flow steps refer to their offers', () => {
  it('drops the price and link copied into offer markers and leaves the rest of each step as it was', async () => {
    const { user, productId } = await customerWithProduct(ctx);
    const offer = await ctx.db
      .insertInto('offers')
      .values({
        user_id: user.id,
        product_id: productId,
        nome_oferta: null,
        preco: '97.90',
        link: 'pay.exemplo.com/a',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = [
      `{MEDIA Id=7 codec=imagem}{OFERTA Id=${offer.id} Valor=10.00 Link=https://pay.exemplo.com/x%20y?c=1}{PAUSAR_AGENTE}Leve já`,
      `{OFERTA Id=${offer.id} Valor=97 Link=a.com}{OFERTA Id=999999 Valor=5.50 Link=b.com}`,
      'Só texto, com {chaves} e R$ 10,00',
    ];
    const ids: number[] = [];
    for (const [index, texto] of written.entries()) {
      const row = await ctx.db
        .insertInto('flow_steps')
        .values({ user_id: user.id, product_id: productId, posicao: index + 1, texto })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }

    await sql`delete from schema_migrations where name = ${MIGRATION}`.execute(ctx.db);
    expect(await migrate(ctx.db)).toEqual([MIGRATION]);

    const rows = await ctx.db
      .selectFrom('flow_steps')
      .select(['id', 'texto'])
      .where('id', 'in', ids)
      .orderBy('posicao')
      .execute();
    expect(rows.map((row) => row.texto)).toEqual([
      `{MEDIA Id=7 codec=imagem}{OFERTA Id=${offer.id}}{PAUSAR_AGENTE}Leve já`,
      `{OFERTA Id=${offer.id}}{OFERTA Id=999999}`,
      'Só texto, com {chaves} e R$ 10,00',
    ]);
  });
});
