import { lazyModule, useLazyModule } from '../../utils/lazyModule.ts';
import type { PlanCardsProps } from './PlanCards.tsx';

const planCardsModule = lazyModule(() => import('./PlanCards.tsx'));

/** Fetches the cards' code ahead (stories and tests that must show them at once). */
export const loadPlanCards = () => planCardsModule.preload().then(() => undefined);

/**
 * PlanCards whose code is fetched when first rendered: the panel offers plans only in rare states (an expired plan,
 * a used-up quota), so its first load does not carry them. Nothing shows until they arrive.
 */
export function PlanCardsOnDemand(props: PlanCardsProps) {
  const loaded = useLazyModule(planCardsModule, true);
  return loaded ? <loaded.PlanCards {...props} /> : null;
}
