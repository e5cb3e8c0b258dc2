import type { RefObject } from 'react';
import { lazyModule, useLazyModuleOnceNeeded } from '../../utils/lazyModule.ts';
import { useNearScreen } from '../../utils/useNearScreen.ts';

/**
 * The charts and their library (about 120 kB gzip) are no part of the dashboard's first load: they are fetched
 * once a chart comes within this distance of the screen, so the page paints without them and a dashboard opened
 * and left at its top never downloads them.
 */
export const NEAR_SCREEN_MARGIN = '200px';

const chartsModule = lazyModule(() => import('./charts.ts'));
export type ChartsModule = Awaited<ReturnType<typeof chartsModule.preload>>;

/** Fetches the charts ahead (stories and screenshots that must show them drawn). */
export const preloadCharts = chartsModule.preload;

/** The charts' module once the element is near the screen and the module has arrived (or arrived for another chart). */
export function useChartsNear(ref: RefObject<Element | null>): ChartsModule | undefined {
  const isNear = useNearScreen(ref, NEAR_SCREEN_MARGIN);
  return useLazyModuleOnceNeeded(chartsModule, isNear) ?? chartsModule.current();
}
