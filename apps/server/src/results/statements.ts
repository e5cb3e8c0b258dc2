import { KANBAN_TIME_ZONE } from '../constants.ts';
import { RESULTS_FUNNEL_PRODUCTS, RESULTS_TOP_OBJECTIONS } from './constants.ts';

/**
 * The SQL of the dashboard's results, one fixed text per figure so that PostgreSQL prepares each once per
 * connection (the benchmark runs these same texts on a bare pg client). Every statement takes the same three
 * parameters: $1 the account ($1 null = every account, the administrator's totals), $2 and $3 the period's
 * half-open window of instants. The account is a separate text per scope rather than `$1 is null or …`, so the
 * account's statements always plan onto the indexes that start with the account.
 */
export type ResultsScope = 'conta' | 'todas';

const ZONE = `'${KANBAN_TIME_ZONE}'`;

/** The account's rows of a table alias, or every account's ($1 is then null and only fixes the type). */
function owner(alias: string, scope: ResultsScope): string {
  return scope === 'conta' ? `${alias}.user_id = $1::int` : '$1::int is null';
}

const has = (kind: string) => `t.decision -> 'actions' @> '[{"kind":"${kind}"}]'`;

/** New leads per local day of the window (a lead is one phone on one product, as on the kanban). */
export const leadsPerDaySql = (scope: ResultsScope) => `
select (l.created_at at time zone ${ZONE})::date::text as dia, count(*)::int as leads
from leads l
where ${owner('l', scope)} and l.created_at >= $2::timestamptz and l.created_at < $3::timestamptz
group by 1`;

/**
 * Where the window's new leads stopped, per product and flow step, for the products with the most new leads: every
 * step of the flow (0 stopped when nobody stopped there) and any step left out of the flow that still holds leads.
 * Reached = stopped at that step or beyond, summed where the figures are put together.
 */
export const funnelSql = (scope: ResultsScope) => `
with counted as (
  select l.product_id, l.ultimo_step, count(*)::int as pararam
  from leads l
  where ${owner('l', scope)} and l.created_at >= $2::timestamptz and l.created_at < $3::timestamptz
    and l.product_id is not null
  group by 1, 2
), top as (
  select product_id, sum(pararam)::int as leads from counted
  group by 1 order by 2 desc, 1 limit ${RESULTS_FUNNEL_PRODUCTS}
)
select top.product_id, p.nome_produto as produto, top.leads, steps.posicao, steps.texto, steps.pararam
from top
join products p on p.id = top.product_id
cross join lateral (
  select coalesce(s.posicao, c.ultimo_step) as posicao, s.texto, coalesce(c.pararam, 0) as pararam
  from (select posicao, texto from flow_steps where product_id = top.product_id) as s
  full join (select ultimo_step, pararam from counted where product_id = top.product_id) as c
    on c.ultimo_step = s.posicao
) as steps
order by top.leads desc, top.product_id, steps.posicao`;

/** The objections the agent answered most in the window (a turn's decision names each one it sent). */
export const objectionsSql = (scope: ResultsScope) => `
select o.id as objecao_id, o.pergunta, count(*)::int as vezes
from agent_turns t
cross join lateral jsonb_array_elements(t.decision -> 'actions') as a(action)
join objections o on o.id = (a.action ->> 'objectionId')::int and o.user_id = t.user_id
where ${owner('t', scope)} and t.created_at >= $2::timestamptz and t.created_at < $3::timestamptz
  and ${has('objection')} and a.action ->> 'kind' = 'objection'
group by o.id, o.pergunta
order by 3 desc, 1
limit ${RESULTS_TOP_OBJECTIONS}`;

/** Turns that handed the lead to a person, and turns where the lead asked the agent to stop writing. */
export const handoversSql = (scope: ResultsScope) => `
select count(*) filter (where ${has('handover')})::int as transferencias,
  count(*) filter (where ${has('optout')})::int as pedidos_para_parar
from agent_turns t
where ${owner('t', scope)} and t.created_at >= $2::timestamptz and t.created_at < $3::timestamptz
  and (${has('handover')} or ${has('optout')})`;

/** A sale: an approval no refund or chargeback took back (migration 055). */
const SALE = `s.kind = 'aprovada' and s.refunded_at is null`;

/**
 * The window's sales: the agent's (attributed to a lead) with their revenue, time from the lead's first message
 * (when the lead first wrote, which created its lead row) and whether a recovery message went out before the
 * payment; and those no lead matched ("venda sem conversa").
 */
export const salesSql = (scope: ResultsScope) => `
select count(*) filter (where s.lead_phone is not null)::int as vendas,
  count(*) filter (where s.lead_phone is null)::int as vendas_sem_conversa,
  coalesce(sum(s.amount_cents) filter (where s.lead_phone is not null), 0)::bigint as receita_centavos,
  round(avg(extract(epoch from s.occurred_at - first.at) / 60) filter (where first.at <= s.occurred_at))::int
    as tempo_medio_compra_minutos,
  count(*) filter (where recovered.yes)::int as recuperadas,
  coalesce(sum(s.amount_cents) filter (where recovered.yes), 0)::bigint as receita_recuperada_centavos
from sale_events s
left join lateral (
  select min(l.created_at) as at from leads l where l.user_id = s.user_id and l.lead_phone = s.lead_phone
) as first on true
left join lateral (
  select true as yes from sale_recoveries r
  where r.user_id = s.user_id and r.lead_phone = s.lead_phone and r.outcome = 'enviada'
    and r.decided_at <= s.occurred_at
  limit 1
) as recovered on true
where ${owner('s', scope)} and ${SALE} and s.occurred_at >= $2::timestamptz and s.occurred_at < $3::timestamptz`;

/** The agent's sales per local day of the window. */
export const salesPerDaySql = (scope: ResultsScope) => `
select (s.occurred_at at time zone ${ZONE})::date::text as dia, count(*)::int as vendas
from sale_events s
where ${owner('s', scope)} and ${SALE} and s.lead_phone is not null
  and s.occurred_at >= $2::timestamptz and s.occurred_at < $3::timestamptz
group by 1`;

/**
 * The window's new leads whose phone bought (up to now): a sale of such a lead happens after it first wrote, so
 * only the sales since the window's start are read.
 */
export const buyersSql = (scope: ResultsScope) => `
select count(*)::int as compradores
from leads l
where ${owner('l', scope)} and l.created_at >= $2::timestamptz and l.created_at < $3::timestamptz
  and (l.user_id, l.lead_phone) in (
    select s.user_id, s.lead_phone from sale_events s
    where ${owner('s', scope)} and ${SALE} and s.lead_phone is not null and s.occurred_at >= $2::timestamptz
  )`;
