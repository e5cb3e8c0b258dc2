import type { LeadPurchase } from '@agente/api';
import type { Executor } from '../runtime/conversation/messages.ts';

/** The lead's "comprou" mark: its latest approved sale not taken back by a refund, or null (docs/sales.md). */
export async function leadPurchase(
  db: Executor,
  userId: number,
  leadPhone: string,
): Promise<LeadPurchase | null> {
  const sale = await db
    .selectFrom('sale_events')
    .leftJoin('offers', 'offers.id', 'sale_events.offer_id')
    .select(['sale_events.amount_cents', 'offers.nome_oferta', 'sale_events.occurred_at'])
    .where('sale_events.user_id', '=', userId)
    .where('sale_events.lead_phone', '=', leadPhone)
    .where('sale_events.kind', '=', 'aprovada')
    .where('sale_events.refunded_at', 'is', null)
    .orderBy('sale_events.occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!sale) return null;
  return {
    valor_centavos: sale.amount_cents,
    oferta: sale.nome_oferta ?? null,
    em: sale.occurred_at.toISOString(),
  };
}

/** The "comprou" mark of each of the account's leads given that has one, by phone (the conversation list's). */
export async function leadPurchases(
  db: Executor,
  userId: number,
  leadPhones: readonly string[],
): Promise<Map<string, LeadPurchase>> {
  if (leadPhones.length === 0) return new Map();
  const sales = await db
    .selectFrom('sale_events')
    .leftJoin('offers', 'offers.id', 'sale_events.offer_id')
    .distinctOn('sale_events.lead_phone')
    .select([
      'sale_events.lead_phone',
      'sale_events.amount_cents',
      'offers.nome_oferta',
      'sale_events.occurred_at',
    ])
    .where('sale_events.user_id', '=', userId)
    .where('sale_events.lead_phone', 'in', leadPhones)
    .where('sale_events.kind', '=', 'aprovada')
    .where('sale_events.refunded_at', 'is', null)
    .orderBy('sale_events.lead_phone')
    .orderBy('sale_events.occurred_at', 'desc')
    .execute();
  return new Map(
    sales.flatMap((sale) =>
      sale.lead_phone === null
        ? []
        : [
            [
              sale.lead_phone,
              {
                valor_centavos: sale.amount_cents,
                oferta: sale.nome_oferta ?? null,
                em: sale.occurred_at.toISOString(),
              },
            ] as const,
          ],
    ),
  );
}
