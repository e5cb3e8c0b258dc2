import type { FirstSteps } from '@agente/api';
import type { FirstStepItem } from '@agente/ui';
import { DASHBOARD_COPY as COPY } from './dashboard.copy.ts';

/** The screen where each step is done (a flow belongs to a product, so its step opens the product list). */
const STEP_SCREENS: Readonly<Record<keyof FirstSteps, string>> = {
  agente: '/panel/meu-agente',
  produto: '/panel/meus-produtos',
  fluxo: '/panel/meus-produtos',
  whatsapp: '/panel/conectar-agente',
  teste: '/panel/conversas',
};

/** In the order a newcomer can do them: the agent's form asks for the product it sells, so products come first. */
const STEP_ORDER = [
  'produto',
  'fluxo',
  'agente',
  'whatsapp',
  'teste',
] as const satisfies readonly (keyof FirstSteps)[];

/** The account's state as the checklist's items: copy, target screen and whether it is done. */
export function firstStepItems(state: FirstSteps): FirstStepItem[] {
  return STEP_ORDER.map((id) => ({
    id,
    ...COPY.firstSteps.steps[id],
    href: STEP_SCREENS[id],
    isDone: state[id],
  }));
}
