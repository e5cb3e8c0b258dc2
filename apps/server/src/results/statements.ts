import { KANBAN_TIME_ZONE } from '../constants.ts';
import { RESULTS_FUNNEL_PRODUCTS, RESULTS_TOP_OBJECTIONS } from './constants.ts';

/**
 * The SQL of the dashboard's results: one fixed text per scope, so that PostgreSQL prepares it once per connection
 * and a read is one round trip (the benchmark runs these same texts on a bare pg client). It reads the counts
 * migrations 056 and 076 keep per account and São Paulo day and month as leads, sales and agent turns are written,
 * so a period reads one row per day (and per month, step or objection), however many leads the account has. The
 * parameters: $1 the account ($1 null = every account, the administrator's totals), $2 and $3 the period's
 * half-open window of instants, which starts and ends at local midnights. The account is a separate text per
 * scope rather than `$1 is null or …`, so the account's statement always plans onto the keys that start with it.
 *
 * One row comes back: the window's totals, then as JSON (parsed once, not field by field) the days, the funnel and
 * the objections.
 */
export type ResultsScope = 'conta' | 'todas';

const ZONE = `'${KANBAN_TIME_ZONE}'`;
/** The window's bounds, worked out once per read (`window_days` below). */
const FIRST_DAY = '(select first_day from window_days)';
const END_DAY = '(select end_day from window_days)';
const FIRST_MONTH = '(select first_month from window_days)';
const END_MONTH = '(select end_month from window_days)';

/** The account's rows of a table alias, or every account's ($1 is then null and only fixes the type). */
function owner(alias: string, scope: ResultsScope): string {
  return scope === 'conta' ? `${alias}.user_id = $1::int` : '$1::int is null';
}

/**
 * A day table's rows of the window summed with its month table's: the whole months from the month rows, the days
 * before and after them from the day rows (all of them from the day rows when the window covers no whole month).
 */
function daysAndMonths(dayTable: string, monthTable: string, columns: string, scope: ResultsScope): string {
  return `
    select ${columns} from ${monthTable} m
    where ${owner('m', scope)} and m.mes >= ${FIRST_MONTH} and m.mes < ${END_MONTH}
    union all
    select ${columns} from ${dayTable} d
    where ${owner('d', scope)} and d.dia >= ${FIRST_DAY} and d.dia < least(${FIRST_MONTH}, ${END_DAY})
    union all
    select ${columns} from ${dayTable} d
    where ${owner('d', scope)} and d.dia >= greatest(${FIRST_MONTH}, ${END_MONTH}) and d.dia < ${END_DAY}`;
}

/**
 * - window_days: the window as local dates (its first day and the day after its last) and its whole months (the
 *   first day of the first one, the end of the last one; first_month > end_month when there is none). Materialized,
 *   out of the planner's sight on purpose: planned for each read's own dates (which PostgreSQL did for every read of
 *   a period of whole months, the estimate for them being so low), the statement cost more to plan than to run;
 *   blind to them, it is planned once per connection.
 * - days, per local day of the window: new leads and how many of them bought; the sales standing (approved, not
 *   refunded) by the agent, their revenue, seconds from the lead's first message, those paid after a recovery
 *   message; sales no lead matched; handovers and opt-outs. Days with nothing are absent.
 * - the funnel: where the window's new leads stopped, per product and flow step, for the products with the most new
 *   leads: every step of the flow (0 stopped when nobody stopped there) and any step left out of the flow that still
 *   holds leads. Reached = stopped at that step or beyond, summed where the figures are put together.
 * - the objections the agent answered most in the window (a turn's decision names each one it sent).
 */
export const resultsSql = (scope: ResultsScope) => `
with window_days as materialized (
  select first_day, end_day,
    (date_trunc('month', (first_day - 1)::timestamp) + interval '1 month')::date as first_month,
    date_trunc('month', end_day::timestamp)::date as end_month
  from (
    select ($2::timestamptz at time zone ${ZONE})::date as first_day, ($3::timestamptz at time zone ${ZONE})::date as end_day
  ) as bounds
), days as (
  select d.dia, sum(d.leads)::int as leads, sum(d.compradores)::int as compradores, sum(d.vendas)::int as vendas,
    sum(d.vendas_sem_conversa)::int as vendas_sem_conversa, sum(d.receita_centavos)::bigint as receita_centavos,
    sum(d.compras_com_tempo)::int as compras_com_tempo, sum(d.compra_segundos)::float8 as compra_segundos,
    sum(d.recuperadas)::int as recuperadas, sum(d.receita_recuperada_centavos)::bigint as receita_recuperada_centavos,
    sum(d.transferencias)::int as transferencias, sum(d.pedidos_para_parar)::int as pedidos_para_parar
  from results_days d
  where ${owner('d', scope)} and d.dia >= ${FIRST_DAY} and d.dia < ${END_DAY}
  group by d.dia
), counted as (
  select product_id, ultimo_step, sum(leads)::int as pararam
  from (${daysAndMonths('results_funnel_days', 'results_funnel_months', 'product_id, ultimo_step, leads', scope)}
  ) as f
  group by 1, 2
  having sum(leads) <> 0
), top as (
  select product_id, sum(pararam)::int as leads from counted
  group by 1 order by 2 desc, 1 limit ${RESULTS_FUNNEL_PRODUCTS}
), funnel as (
  select top.product_id, p.nome_produto as produto, top.leads, steps.posicao, steps.texto, steps.pararam
  from top
  join products p on p.id = top.product_id
  cross join lateral (
    select coalesce(s.posicao, c.ultimo_step) as posicao, s.texto, coalesce(c.pararam, 0) as pararam
    from (select posicao, texto from flow_steps where product_id = top.product_id) as s
    full join (select ultimo_step, pararam from counted where product_id = top.product_id) as c
      on c.ultimo_step = s.posicao
  ) as steps
), objections as (
  select o.id as objecao_id, o.pergunta, sum(c.vezes)::int as vezes
  from (${daysAndMonths('results_objection_days', 'results_objection_months', 'objection_id, vezes', scope)}
  ) as c
  join objections o on o.id = c.objection_id
  group by o.id, o.pergunta
  having sum(c.vezes) > 0
  order by 3 desc, 1
  limit ${RESULTS_TOP_OBJECTIONS}
)
select coalesce(sum(leads), 0)::int as leads, coalesce(sum(compradores), 0)::int as compradores,
  coalesce(sum(vendas), 0)::int as vendas, coalesce(sum(vendas_sem_conversa), 0)::int as vendas_sem_conversa,
  coalesce(sum(receita_centavos), 0)::float8 as receita_centavos,
  coalesce(sum(compras_com_tempo), 0)::int as compras_com_tempo,
  coalesce(sum(compra_segundos), 0)::float8 as compra_segundos, coalesce(sum(recuperadas), 0)::int as recuperadas,
  coalesce(sum(receita_recuperada_centavos), 0)::float8 as receita_recuperada_centavos,
  coalesce(sum(transferencias), 0)::int as transferencias,
  coalesce(sum(pedidos_para_parar), 0)::int as pedidos_para_parar,
  coalesce(json_agg(json_build_array(dia, leads, vendas) order by dia), '[]') as dias,
  (select coalesce(json_agg(json_build_array(product_id, produto, leads, posicao, texto, pararam)
    order by leads desc, product_id, posicao), '[]') from funnel) as funil,
  (select coalesce(json_agg(json_build_object('objecao_id', objecao_id, 'pergunta', pergunta, 'vezes', vezes)
    order by vezes desc, objecao_id), '[]') from objections) as objecoes
from days`;
