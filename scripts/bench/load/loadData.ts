// The load benchmark's accounts: CUSTOMERS customers, each with a product, a few flow steps, leads on the
// kanban and a session token, written straight into a fresh database before the server starts.

import { serializeFlowText } from '@agente/rules';
import { sql } from 'kysely';
import { createSession } from '../../../apps/server/src/auth/sessions.ts';
import { SESSION_TTL_MS } from '../../../apps/server/src/constants.ts';
import { openPostgres } from '../../../apps/server/src/db/database.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { insertCustomer } from '../api/benchData.ts';

export const STEPS_PER_PRODUCT = 4;
const LEADS_PER_CUSTOMER = 60;

export interface LoadCustomer {
  readonly token: string;
  readonly productId: number;
  readonly stepIds: readonly number[];
  readonly leadIds: readonly number[];
}

export async function prepareLoadData(databaseUrl: string, customers: number): Promise<LoadCustomer[]> {
  const db = openPostgres(databaseUrl);
  const now = new Date();
  try {
    await migrate(db);
    const prepared: LoadCustomer[] = [];
    for (let n = 1; n <= customers; n += 1) {
      // Nobody logs in with a password here: each customer gets a session token below.
      const { userId, productId } = await insertCustomer(db, n, 'scrypt$unused', now);
      const steps = await db
        .insertInto('flow_steps')
        .values(
          Array.from({ length: STEPS_PER_PRODUCT }, (_, i) => ({
            user_id: userId,
            product_id: productId,
            posicao: i + 1,
            texto: serializeFlowText([{ type: 'text', value: `Etapa ${i + 1} do produto ${n}` }]),
          })),
        )
        .returning('id')
        .execute();
      const leads = await sql<{ id: number }>`
        insert into leads (user_id, product_id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao)
        select ${userId}, ${productId}, 'Lead ' || g, (5521900000000 + ${n} * 1000 + g)::text, 1 + g % ${STEPS_PER_PRODUCT},
               'LEAD NOVO', ${now}::timestamptz - (g * interval '5 minutes')
        from generate_series(1, ${LEADS_PER_CUSTOMER}) as g
        returning id
      `.execute(db);
      const token = await createSession(db, { userId, kind: 'login', now, ttlMs: SESSION_TTL_MS });
      prepared.push({
        token,
        productId,
        stepIds: steps.map((step) => step.id),
        leadIds: leads.rows.map((lead) => lead.id),
      });
    }
    await sql`analyze`.execute(db);
    return prepared;
  } finally {
    await db.destroy();
  }
}
