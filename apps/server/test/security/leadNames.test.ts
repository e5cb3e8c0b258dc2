import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { upsertLeadInteraction } from '../../src/kanban/leadInteractions.ts';
import { insertProduct } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { agentAccount } from '../runtime/runtimeFixtures.ts';

/* A lead's name never carries characters that change how the panel reads around it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { AGENT_DEBOUNCE_MS: '60000' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

async function namesOf(userId: number) {
  const rows = await ctx.db.selectFrom('leads').select('nome').where('user_id', '=', userId).execute();
  return rows.map((row) => row.nome);
}

describe('a lead name with direction or zero-width characters', () => {
  it('is stored without them when the webhook reports it, as the panel and the Conversas API show it', async () => {
    const { user, token, secret } = await agentAccount(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/instancias/${secret}`,
      payload: {
        phone: '5531977770001',
        name: '\u202EAna\u200B Lima\u2066',
        direction: 'in',
        text: 'oi',
        timestamp: ctx.clock.now().toISOString(),
      },
    });
    expect(await namesOf(user.id)).toEqual(['Ana Lima']);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/conversas', headers: ctx.auth(token) });
    expect(list.json().conversas.map((conversation: { nome: string }) => conversation.nome)).toEqual([
      'Ana Lima',
    ]);
  });

  it('stored before the cleaning, is cleaned by the migration and keeps its emoji', async () => {
    const { user } = await ctx.createCustomer();
    const productId = await insertProduct(ctx.db, user.id);
    for (const [index, name] of ['Jo\u202Eão', 'Bia\u200F 👩‍💻', 'Caio'].entries()) {
      await upsertLeadInteraction(ctx.db, {
        userId: user.id,
        productId,
        phone: `553197777100${index}`,
        name,
        at: ctx.clock.now(),
      });
    }
    const migration = await readFile(join(MIGRATIONS_DIR, '020_lead_name_controls.sql'), 'utf8');
    await sql.raw(migration).execute(ctx.db);
    expect((await namesOf(user.id)).sort()).toEqual(['Bia 👩‍💻', 'Caio', 'João']);
  });
});
