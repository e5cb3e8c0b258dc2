import type { Db } from '../db/database.ts';
import type { DemoSeeder } from '../demo/demoSeeder.ts';

/**
 * The demo customer's results: sales, pix and boletos waiting, abandoned checkouts and recovered payments for
 * the demo leads (spread over the last two months by the content seeder), a few sales no lead matched, and the
 * agent's objection answers, handovers and opt-outs, so a fresh `npm start` shows the dashboard's charts with
 * something in them. Deterministic: the same leads get the same events relative to the seeding time.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const CENTS_PER_REAL = 100;
/** The delay the recovery message waits by default (sales settings), so the demo looks like the real flow. */
const RECOVERY_DELAY_MS = 30 * MINUTE_MS;
/** Sales that arrive with no lead to match, spread over the last 60 days. */
const UNMATCHED_SALE_DAYS_AGO = [3, 17, 34, 52] as const;

/** Which of the product's objections the i-th lead asks (by position), so the first is asked most. */
const OBJECTION_ASKED = [0, 1, 0, 2, 0, 1, 3, 0, 1, 2] as const;

/** What happens to the i-th demo lead's purchase, by i mod 10: most leads buy nothing. */
type Story = 'compra' | 'recuperada' | 'abandonou' | 'reembolsada' | null;
const STORY_BY_REMAINDER: Readonly<Record<number, Story>> = {
  0: 'compra',
  1: 'recuperada',
  3: 'compra',
  4: 'abandonou',
  6: 'compra',
  8: 'reembolsada',
};

interface DemoLead {
  lead_phone: string;
  created_at: Date;
}

export async function seedDemoResults(db: Db, userId: number, productId: number, now: Date): Promise<void> {
  const [leads, offers, objections] = await Promise.all([
    db
      .selectFrom('leads')
      .select(['lead_phone', 'created_at'])
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute(),
    db.selectFrom('offers').select(['id', 'preco']).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('objections').select('id').where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  if (offers.length === 0) return;
  // Never after the seeding time, never before the lead first wrote.
  const at = (lead: DemoLead, afterMs: number) =>
    new Date(
      Math.max(
        lead.created_at.getTime(),
        Math.min(lead.created_at.getTime() + afterMs, now.getTime() - MINUTE_MS),
      ),
    );
  let eventNumber = 0;
  const event = (
    lead: DemoLead | null,
    kind: 'aprovada' | 'aguardando_pagamento' | 'abandonada' | 'reembolsada',
    occurred: Date,
    offerIndex: number,
    transaction: string,
  ) => {
    eventNumber += 1;
    const offer = offers[offerIndex % offers.length] ?? offers[0];
    return {
      user_id: userId,
      platform: 'generico' as const,
      event_id: `demo-${eventNumber}`,
      kind,
      transaction_id: transaction,
      lead_phone: lead?.lead_phone ?? null,
      attributed_by: lead ? ('telefone' as const) : null,
      offer_id: offer?.id ?? null,
      amount_cents: Math.round(Number(offer?.preco ?? 0) * CENTS_PER_REAL),
      payment_method: kind === 'aguardando_pagamento' ? 'pix' : 'cartao',
      buyer_phone: lead?.lead_phone ?? null,
      buyer_email: lead ? null : `comprador${eventNumber}@exemplo.com.br`,
      occurred_at: occurred,
    };
  };

  for (const [i, lead] of leads.entries()) {
    const story = STORY_BY_REMAINDER[i % 10] ?? null;
    const transaction = `demo-compra-${i}`;
    const paidAfter = (2 + (i % 7)) * HOUR_MS;
    if (story === 'compra') {
      await db
        .insertInto('sale_events')
        .values(event(lead, 'aprovada', at(lead, paidAfter), i, transaction))
        .execute();
    } else if (story === 'reembolsada') {
      const paid = at(lead, paidAfter);
      const refunded = new Date(Math.min(paid.getTime() + DAY_MS, now.getTime()));
      await db
        .insertInto('sale_events')
        .values([
          { ...event(lead, 'aprovada', paid, i, transaction), refunded_at: refunded },
          event(lead, 'reembolsada', refunded, i, transaction),
        ])
        .execute();
    } else if (story === 'recuperada' || story === 'abandonou') {
      const waiting = at(lead, HOUR_MS);
      const kind = story === 'recuperada' ? 'aguardando_pagamento' : 'abandonada';
      const row = await db
        .insertInto('sale_events')
        .values(event(lead, kind, waiting, i, transaction))
        .returning('id')
        .executeTakeFirstOrThrow();
      const sent = new Date(Math.min(waiting.getTime() + RECOVERY_DELAY_MS, now.getTime()));
      await db
        .insertInto('sale_recoveries')
        .values({
          sale_event_id: row.id,
          user_id: userId,
          lead_phone: lead.lead_phone,
          offer_id: offers[i % offers.length]?.id ?? null,
          due_at: sent,
          outcome: 'enviada',
          decided_at: sent,
        })
        .execute();
      if (story === 'recuperada')
        await db
          .insertInto('sale_events')
          .values(
            event(
              lead,
              'aprovada',
              new Date(Math.min(sent.getTime() + HOUR_MS, now.getTime())),
              i,
              transaction,
            ),
          )
          .execute();
    }
  }
  await db
    .insertInto('sale_events')
    .values(
      UNMATCHED_SALE_DAYS_AGO.map((days, i) =>
        event(null, 'aprovada', new Date(now.getTime() - days * DAY_MS), i, `demo-sem-conversa-${i}`),
      ),
    )
    .execute();
  await seedAgentTurns(
    db,
    userId,
    leads,
    objections.map((objection) => objection.id),
  );
}

/** The agent's answers the results count: objections (most asked first), handovers and opt-outs. */
async function seedAgentTurns(
  db: Db,
  userId: number,
  leads: readonly DemoLead[],
  objectionIds: readonly number[],
) {
  const rows = leads.flatMap((lead, i) => {
    const actions: object[] = [];
    const objection = objectionIds[OBJECTION_ASKED[i % OBJECTION_ASKED.length] ?? 0];
    if (objection !== undefined) actions.push({ kind: 'objection', objectionId: objection });
    if (i % 9 === 2) actions.push({ kind: 'handover', reason: 'pediu para falar com uma pessoa' });
    if (i % 13 === 5) actions.push({ kind: 'optout' });
    if (actions.length === 0) return [];
    return [
      {
        user_id: userId,
        lead_phone: lead.lead_phone,
        result: 'respondido' as const,
        brain: 'embedded' as const,
        decision: JSON.stringify({ actions, understood: [], reason: 'demonstração' }),
        created_at: new Date(lead.created_at.getTime() + 5 * MINUTE_MS),
      },
    ];
  });
  if (rows.length > 0) await db.insertInto('agent_turns').values(rows).execute();
}

/** The results part of the demo data (src/demo/seeders.ts); runs after the content seeder made the leads. */
export const resultsDemoSeeder: DemoSeeder = async ({ db, clock }, ids) => {
  await db.transaction().execute((trx) => seedDemoResults(trx, ids.customerId, ids.productId, clock()));
};
