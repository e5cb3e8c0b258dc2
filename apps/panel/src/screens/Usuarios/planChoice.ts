import { formatBrlField, isPlanId, PLAN_BY_ID, PLANS } from '@agente/rules';
import { formatInteger, type UserEditValues, type UserPlanOption } from '@agente/ui';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

/** The plans sold now, as the user form's picker offers them. */
export const PLAN_OPTIONS: readonly UserPlanOption[] = PLANS.map((plan) => ({
  id: plan.id,
  label: COPY.modal.planPicker.option(plan.name, formatInteger(plan.leadsPerMonth)),
}));

/** The plan fields a chosen plan fills (id, name, monthly leads and price); the others stay as they are. */
export function withPlan(values: UserEditValues, planId: string): UserEditValues {
  if (!isPlanId(planId)) return values;
  const plan = PLAN_BY_ID[planId];
  return {
    ...values,
    id_plan: plan.id,
    nome_plan: plan.name,
    conversas_plano: String(plan.leadsPerMonth),
    valor_plan: formatBrlField(plan.priceBrl),
  };
}

/** The plan the fields name, or null for a custom deal (an id no plan has). */
export function chosenPlanId(values: UserEditValues): string | null {
  return isPlanId(values.id_plan) ? values.id_plan : null;
}
