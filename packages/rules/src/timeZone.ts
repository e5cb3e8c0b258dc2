/**
 * The product's clock: plan days, the kanban's periods, dates on every screen and the follow-up window's default
 * are read in São Paulo.
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';
