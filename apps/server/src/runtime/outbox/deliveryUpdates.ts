import type { Db } from '../../db/database.ts';
import type { DeliveryStatus } from '../../gateways/instances/inboundEvent.ts';
import { providerMessageKey } from '../conversation/providerMessageId.ts';
import type { DeliveryState } from '../tables.ts';

/**
 * Which states a gateway's delivery report may move a sent row from: a message only moves forward
 * (enviada → entregue → lida), and a failure counts only before the lead got it. A report that arrives late
 * (a 'delivered' after the 'read') changes nothing.
 */
const MOVES_FROM: Readonly<Record<DeliveryStatus, { to: DeliveryState; from: DeliveryState[] } | undefined>> =
  {
    sent: undefined,
    delivered: { to: 'entregue', from: ['enviada'] },
    read: { to: 'lida', from: ['enviada', 'entregue'] },
    failed: { to: 'falhou', from: ['enviada'] },
  };

/** Moves the account's outgoing row with this provider id to the reported state; true when it moved. */
export async function applyDeliveryReport(
  db: Db,
  userId: number,
  providerMessageId: string,
  status: DeliveryStatus,
): Promise<boolean> {
  const move = MOVES_FROM[status];
  if (!move) return false;
  const moved = await db
    .updateTable('conversation_messages')
    .set({ delivery: move.to })
    .where('user_id', '=', userId)
    .where('provider_message_id', '=', providerMessageKey(providerMessageId))
    .where('delivery', 'in', move.from)
    .returning('id')
    .execute();
  return moved.length > 0;
}

/** Why the provider could not deliver the account's sent row, shown on it in Conversas. */
export async function recordDeliveryError(
  db: Db,
  userId: number,
  providerMessageId: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('conversation_messages')
    .set({ delivery_error: reason })
    .where('user_id', '=', userId)
    .where('provider_message_id', '=', providerMessageKey(providerMessageId))
    .execute();
}
