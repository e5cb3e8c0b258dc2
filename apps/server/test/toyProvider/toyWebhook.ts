import type { InboundEvent } from '../../src/gateways/instances/inboundEvent.ts';
import type { WebhookDelivery, WebhookTranslation } from '../../src/gateways/instances/provider.ts';

/**
 * The toy provider's webhook body: `{event: 'toy', data: {...}}` (an envelope the account webhook's contract
 * accepts). `data.said` is a lead's words; `data.seen` reports a sent message read; anything else is ignored.
 */
export interface ToyBody {
  readonly event: 'toy';
  readonly data: {
    readonly from?: string;
    readonly said?: string;
    readonly id?: string;
    readonly seen?: string;
  };
}

function toyEvent(data: ToyBody['data'], receivedAt: Date): InboundEvent {
  if (data.seen) return { kind: 'delivery', providerMessageId: data.seen, status: 'read' };
  if (!data.from || !data.said) return { kind: 'ignored', reason: 'brinquedo sem mensagem' };
  return {
    kind: 'message',
    providerMessageId: data.id,
    leadPhone: data.from,
    direction: 'in',
    pushName: '',
    text: data.said,
    media: undefined,
    at: receivedAt,
  };
}

export function translateToyWebhook(delivery: WebhookDelivery): WebhookTranslation {
  const body = delivery.body as Partial<ToyBody>;
  if (body.event !== 'toy' || typeof body.data !== 'object' || body.data === null) {
    return { kind: 'refused', status: 400, message: 'Não é um evento do provedor de brinquedo.' };
  }
  return { kind: 'events', events: [toyEvent(body.data, delivery.receivedAt)] };
}
