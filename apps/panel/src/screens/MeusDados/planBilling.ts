import type { User } from '@agente/api';
import { PLANS, type PlanId } from '@agente/rules';
import { formatDate } from '@agente/ui';
import { isPlanExpired, type QuotaUsage, quotaUsage } from '../Dashboard/dashboardRules.ts';

type PlanUser = Pick<
  User,
  | 'id_plan'
  | 'nome_plan'
  | 'renovation_date'
  | 'expiration_acess'
  | 'conversas_unicas'
  | 'conversas_plano'
  | 'mensagens_trocadas'
>;

/** What the "Plano e cobrança" section shows: the same figures and checkout links the dashboard uses. */
export interface PlanBilling {
  planName: string | null;
  /** dd/mm/aaaa, or null when the account has none. */
  renewedOn: string | null;
  expiry: { date: string; isExpired: boolean } | null;
  usage: QuotaUsage;
  /** Checkout of the account's own plan; null when the plan is not one sold now or has no checkout. */
  renewHref: string | null;
  /** Checkout of the next plan up; null on the largest plan. */
  upgradeHref: string | null;
}

export function planBilling(
  user: PlanUser,
  checkoutUrls: Readonly<Record<PlanId, string | null>>,
  today: Date,
): PlanBilling {
  // The plan's id, as a purchase records it; an account edited by hand may carry only the plan's name.
  const byId = PLANS.findIndex((plan) => plan.id === user.id_plan?.trim());
  const index =
    byId >= 0
      ? byId
      : PLANS.findIndex((plan) => plan.name.toLowerCase() === user.nome_plan?.trim().toLowerCase());
  const current = index >= 0 ? PLANS[index] : undefined;
  // An unknown plan name still gets an upgrade to the cheapest plan: the user can always buy one.
  const next = current ? PLANS[index + 1] : PLANS[0];
  const isExpired = isPlanExpired(user.expiration_acess, today);
  return {
    planName: user.nome_plan?.trim() || null,
    renewedOn: user.renovation_date ? formatDate(user.renovation_date) : null,
    expiry:
      isExpired === null || !user.expiration_acess
        ? null
        : { date: formatDate(user.expiration_acess), isExpired },
    usage: quotaUsage(user),
    renewHref: current ? checkoutUrls[current.id] : null,
    upgradeHref: next ? checkoutUrls[next.id] : null,
  };
}
