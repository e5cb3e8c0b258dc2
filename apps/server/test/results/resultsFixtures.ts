import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/** What the dashboard's results read, written straight into the tables the product fills as it works. */

export async function insertLead(
  db: Db,
  userId: number,
  lead: { phone: string; productId: number | null; step?: number; at: string },
): Promise<void> {
  await db
    .insertInto('leads')
    .values({
      user_id: userId,
      product_id: lead.productId,
      lead_phone: lead.phone,
      ultimo_step: lead.step ?? 1,
      created_at: new Date(lead.at),
      data_hora_ultima_interacao: new Date(lead.at),
    })
    .execute();
}

let eventCounter = 0;

export interface SaleFields {
  kind?: 'aprovada' | 'aguardando_pagamento' | 'abandonada' | 'reembolsada' | 'cancelada';
  phone: string | null;
  amountCents?: number;
  at: string;
  refundedAt?: string;
}

/** One event of the account's checkout; returns its id. */
export async function insertSale(db: Db, userId: number, sale: SaleFields): Promise<number> {
  eventCounter += 1;
  const result = await sql<{ id: number }>`
    insert into sale_events (user_id, platform, event_id, kind, transaction_id, lead_phone, attributed_by,
      amount_cents, occurred_at, refunded_at)
    values (${userId}, 'generico', ${`evento-${eventCounter}`}, ${sale.kind ?? 'aprovada'}, ${`compra-${eventCounter}`},
      ${sale.phone}, ${sale.phone === null ? null : 'telefone'}, ${sale.amountCents ?? 19_700}, ${new Date(sale.at)},
      ${sale.refundedAt ? new Date(sale.refundedAt) : null})
    returning id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('sale not inserted');
  return Number(row.id);
}

/** The recovery message a waiting payment scheduled, sent at `sentAt`. */
export async function insertSentRecovery(
  db: Db,
  userId: number,
  eventId: number,
  phone: string,
  sentAt: string,
): Promise<void> {
  await sql`
    insert into sale_recoveries (sale_event_id, user_id, lead_phone, due_at, outcome, decided_at)
    values (${eventId}, ${userId}, ${phone}, ${new Date(sentAt)}, 'enviada', ${new Date(sentAt)})`.execute(
    db,
  );
}

/** An agent turn whose decision did these actions (what the runtime records for each reply). */
export async function insertTurn(
  db: Db,
  userId: number,
  phone: string,
  at: string,
  actions: readonly object[],
): Promise<void> {
  await db
    .insertInto('agent_turns')
    .values({
      user_id: userId,
      lead_phone: phone,
      result: 'respondido',
      brain: 'embedded',
      decision: JSON.stringify({ actions, understood: [], reason: 'teste' }),
      created_at: new Date(at),
    })
    .execute();
}

export async function insertObjection(db: Db, userId: number, productId: number, pergunta: string) {
  const row = await db
    .insertInto('objections')
    .values({ user_id: userId, product_id: productId, pergunta, resposta: 'Resposta.', status: 'ativa' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStep(db: Db, userId: number, productId: number, posicao: number, texto: string) {
  await db
    .insertInto('flow_steps')
    .values({ user_id: userId, product_id: productId, posicao, texto })
    .execute();
}
