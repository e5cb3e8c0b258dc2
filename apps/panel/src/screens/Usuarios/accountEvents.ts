import type { AccountEvent, components } from '@agente/api';
import { formatBrl } from '@agente/rules';
import { type BadgeTone, formatDate, formatDateTime, type PurchaseEventItem } from '@agente/ui';
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

type PlanSnapshot = components['schemas']['PlanSnapshot'];

const planName = (plan: PlanSnapshot) =>
  COPY.planChange.plan(plan.nome_plan ?? COPY.planChange.noPlan, plan.conversas_plano);
const planExpiry = (plan: PlanSnapshot) =>
  plan.expiration_acess
    ? COPY.planChange.expiry(formatDate(plan.expiration_acess))
    : COPY.planChange.noExpiry;
const planPrice = (plan: PlanSnapshot) => (plan.valor_plan === null ? '—' : formatBrl(plan.valor_plan));

/** What changed in the plan, each part only when it did: "Pro (600 leads por mês) → Advanced (1000 …)". */
function planChangeDetails(before: PlanSnapshot, after: PlanSnapshot): string[] {
  const parts: string[] = [];
  for (const describe of [planName, planPrice, planExpiry]) {
    const [was, is] = [describe(before), describe(after)];
    if (was !== is) parts.push(COPY.planChange.change(was, is));
  }
  return parts;
}

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
  if (event.tipo === 'alteracao_plano') {
    const who =
      event.admin_name !== null && event.admin_email !== null
        ? COPY.planChange.by(event.admin_name, event.admin_email)
        : COPY.planChange.byRemoved;
    return {
      id: `plano-${event.id}`,
      event: COPY.planChange.event,
      outcome: COPY.planChange.outcome,
      outcomeTone: 'info',
      receivedAt: formatDateTime(event.changed_at),
      receivedAtIso: event.changed_at,
      details: [...planChangeDetails(event.antes, event.depois), who].join(' · '),
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
