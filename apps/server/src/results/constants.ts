import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** The dashboard's results open on the current month. */
export const RESULTS_DEFAULT_PERIOD = 'mes_atual';
/** Calendar days, today included, of the 'Últimos N dias' periods. */
export const RESULTS_LAST_DAYS = { ultimos_7: 7, ultimos_30: 30, ultimos_90: 90 } as const;
/** Products whose funnel the results show (the ones with most new leads), as the contract caps it. */
export const RESULTS_FUNNEL_PRODUCTS = contract.DashboardResults.funil.maxItems;
/** Objections listed, most answered first, as the contract caps it. */
export const RESULTS_TOP_OBJECTIONS = contract.DashboardResults.objecoes.maxItems;
/** How much of a step's text the funnel carries beside its position. */
export const RESULTS_STEP_TEXT_MAX_CHARS = contract.ResultsFunnelStep.texto.maxLength;
