import type { ResultsPeriod } from '@agente/api';
import { RESULTS_COPY as COPY } from './results.copy.ts';

/**
 * The period buttons in the panel's one period order (Leads orders its own the same way): the rolling windows
 * from the shortest, then the calendar months from this one.
 */
const PERIOD_ORDER: readonly ResultsPeriod[] = [
  'ultimos_7',
  'ultimos_30',
  'ultimos_90',
  'mes_atual',
  'mes_anterior',
];
export const RESULTS_PERIODS = PERIOD_ORDER.map((id) => ({ id, label: COPY.periods[id] }));
export const RESULTS_DEFAULT_PERIOD: ResultsPeriod = 'mes_atual';
