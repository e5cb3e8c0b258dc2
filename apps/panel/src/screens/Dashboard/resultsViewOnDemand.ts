import { lazyModule } from '@agente/ui';

/**
 * The results' formatting is no part of the dashboard's first load, where the results sit below the fold: fetched
 * with the results' own code, once they come near the screen, the figures' placeholders showing until then.
 */
export const resultsViewModule = lazyModule(() => import('./resultsView.ts'));

/** Fetches the results' formatting ahead (stories and tests that must show the figures at once). */
export const loadResultsView = () => resultsViewModule.preload().then(() => undefined);
