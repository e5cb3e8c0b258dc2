import type { FirstSteps } from '@agente/api';
import type { FirstStepItem } from '@agente/ui';
import { PATHS } from '../../paths.ts';
import { DASHBOARD_COPY as COPY } from './dashboard.copy.ts';

/** The screen where each step is done (a flow belongs to a product, so its step opens the product list). */
const STEP_SCREENS: Readonly<Record<keyof FirstSteps, string>> = {
  agente: PATHS.agent,
  produto: PATHS.products,
  fluxo: PATHS.products,
  whatsapp: PATHS.connect,
  teste: PATHS.conversations,
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
