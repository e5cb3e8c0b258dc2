import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { cancelFollowups } from '../runtime/followup/followups.ts';
import { attributeSale } from './attribution.ts';
import { endRecoveriesPaid, scheduleRecovery } from './recovery.ts';
import type { SaleEvent } from './saleEvent.ts';
import { queueSalesMessage } from './salesMessage.ts';
import { salesSettingsRow } from './settings.ts';

/** What the webhook answers (SalesWebhookResult in openapi.yaml). */
export type SaleResult = 'registrado' | 'duplicado';

type Deps = Pick<AppDeps, 'db' | 'queue' | 'clock'>;

/** The approval a refund or chargeback takes back: the same purchase, else the lead's latest sale. */
async function approvalTakenBack(
  trx: Transaction<Database>,
  userId: number,
  event: SaleEvent,
  leadPhone: string | null,
) {
  let query = trx
    .selectFrom('sale_events')
    .select(['id', 'lead_phone', 'attributed_by', 'offer_id', 'amount_cents'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'aprovada')
    .where('refunded_at', 'is', null);
  if (event.transactionId !== null) {
    query = query.where('platform', '=', event.platform).where('transaction_id', '=', event.transactionId);
  } else if (leadPhone !== null) {
    query = query.where('lead_phone', '=', leadPhone);
  } else {
    return undefined;
  }
  return query.orderBy('occurred_at', 'desc').limit(1).forUpdate().executeTakeFirst();
}

/**
 * Stores one sale event of the account once and does what follows it, all in one transaction (a failure leaves
 * no trace, so the checkout's retry is treated afresh):
 * - approved: the lead's pending follow-ups and scheduled recoveries end, and the owner's thank-you (when on) is
 *   queued; a second approval of the same purchase is a duplicate;
 * - waiting payment / abandoned: the owner's recovery message (when on) is scheduled;
 * - refund / chargeback: the purchase's approval is marked refunded, so it leaves the totals and the lead's mark.
 */
export async function recordSale(deps: Deps, userId: number, event: SaleEvent): Promise<SaleResult> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx): Promise<SaleResult> => {
    const attribution = await attributeSale(trx, userId, event);
    const takenBack =
      event.kind === 'reembolsada'
        ? await approvalTakenBack(trx, userId, event, attribution.leadPhone)
        : undefined;
    if (event.kind === 'aprovada' && event.transactionId !== null) {
      const approved = await trx
        .selectFrom('sale_events')
        .select('id')
        .where('user_id', '=', userId)
        .where('platform', '=', event.platform)
        .where('transaction_id', '=', event.transactionId)
        .where('kind', '=', 'aprovada')
        .executeTakeFirst();
      if (approved) return 'duplicado';
    }
    // A refund belongs to the lead and offer of the sale it takes back, whatever its own payload matched.
    const lead = takenBack?.lead_phone
      ? { leadPhone: takenBack.lead_phone, attributedBy: takenBack.attributed_by }
      : { leadPhone: attribution.leadPhone, attributedBy: attribution.attributedBy };
    const inserted = await trx
      .insertInto('sale_events')
      .values({
        user_id: userId,
        platform: event.platform,
        event_id: event.eventId,
        kind: event.kind,
        transaction_id: event.transactionId,
        lead_phone: lead.leadPhone,
        attributed_by: lead.attributedBy,
        offer_id: takenBack?.offer_id ?? attribution.offerId,
        product_code: event.productCodes[0] ?? null,
        amount_cents: event.amountCents ?? takenBack?.amount_cents ?? null,
        payment_method: event.paymentMethod,
        buyer_phone: event.buyerPhone,
        buyer_email: event.buyerEmail,
        tracking_code: event.trackingCode,
        occurred_at: event.occurredAt,
        received_at: now,
      })
      .onConflict((conflict) => conflict.constraint('sale_events_user_platform_event_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'duplicado';
    if (takenBack) {
      await trx
        .updateTable('sale_events')
        .set({ refunded_at: event.occurredAt })
        .where('id', '=', takenBack.id)
        .execute();
    }
    const leadPhone = lead.leadPhone;
    if (leadPhone === null) return 'registrado';
    const settings = await salesSettingsRow(trx, userId);
    if (event.kind === 'aprovada') {
      await cancelFollowups(deps.queue, trx, { userId, leadPhone });
      await endRecoveriesPaid(trx, { userId, leadPhone, now });
      const thanks = settings?.thank_you_text.trim() ?? '';
      if (settings?.thank_you_enabled && thanks !== '') {
        await queueSalesMessage(deps, trx, {
          userId,
          leadPhone,
          texto: thanks,
          offerId: null,
          dedupeKey: `venda-obrigado:${inserted.id}`,
        });
      }
    } else if (event.kind === 'aguardando_pagamento' || event.kind === 'abandonada') {
      if (settings?.recovery_enabled && settings.recovery_text.trim() !== '') {
        await scheduleRecovery(deps, trx, {
          userId,
          saleEventId: inserted.id,
          leadPhone,
          offerId: attribution.offerId,
          transactionId: event.transactionId,
          delayMinutes: settings.recovery_delay_minutes,
        });
      }
    }
    return 'registrado';
  });
}
