import type { CheckoutEvent } from '@agente/api';
import { type BadgeTone, formatDateTime, type PurchaseEventItem } from '@agente/ui';
import { USUARIOS_COPY } from './usuarios.copy.ts';

const COPY = USUARIOS_COPY.events;

const OUTCOME_TONES: Readonly<Record<string, BadgeTone>> = {
  conta_criada: 'success',
  renovada: 'info',
  acesso_encerrado: 'danger',
  periodo_retirado: 'warning',
  cancelada: 'warning',
  ignorado: 'neutral',
};

/** A checkout event as the administrator reads it; names the product does not know are shown as they came. */
export function toPurchaseEventItem(event: CheckoutEvent): PurchaseEventItem {
  return {
    id: event.id,
    event: COPY.names[event.event] ?? event.event,
    outcome: COPY.outcomes[event.outcome] ?? event.outcome,
    outcomeTone: OUTCOME_TONES[event.outcome] ?? 'neutral',
    receivedAt: formatDateTime(event.received_at),
    receivedAtIso: event.received_at,
    details: `${COPY.sources[event.source]} · ${event.event_id}`,
  };
}
