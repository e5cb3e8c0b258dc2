import type { AccountEvent } from '@agente/api';
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

/**
 * An entry of the account's event list as the administrator reads it: a checkout event (names the product does not
 * know are shown as they came) or an administrator's session in the panel (who, when, until when).
 */
export function toAccountEventItem(event: AccountEvent): PurchaseEventItem {
  if (event.tipo === 'acesso_administrador') {
    return {
      id: `acesso-${event.id}`,
      event: COPY.adminAccess.event,
      outcome: COPY.adminAccess.outcome,
      outcomeTone: 'info',
      receivedAt: formatDateTime(event.started_at),
      receivedAtIso: event.started_at,
      details: COPY.adminAccess.details(event.admin_name, event.admin_email, formatDateTime(event.ends_at)),
    };
  }
  return {
    id: `compra-${event.id}`,
    event: COPY.names[event.event] ?? event.event,
    outcome: COPY.outcomes[event.outcome] ?? event.outcome,
    outcomeTone: OUTCOME_TONES[event.outcome] ?? 'neutral',
    receivedAt: formatDateTime(event.received_at),
    receivedAtIso: event.received_at,
    details: `${COPY.sources[event.source]} · ${event.event_id}`,
  };
}
