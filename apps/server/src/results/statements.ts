import { KANBAN_TIME_ZONE } from '../constants.ts';
import { RESULTS_FUNNEL_PRODUCTS, RESULTS_TOP_OBJECTIONS } from './constants.ts';

/**
 * The SQL of the dashboard's results, one fixed text per part so that PostgreSQL prepares each once per
 * connection (the benchmark runs these same texts on a bare pg client). They read the counts migration 056 keeps
 * per account and São Paulo day as leads, sales and agent turns are written, so a period reads one row per day
 * (and per step or objection), however many leads the account has. Every statement takes the same three
 * parameters: $1 the account ($1 null = every account, the administrator's totals), $2 and $3 the period's
 * half-open window of instants, which starts and ends at local midnights. The account is a separate text per
 * scope rather than `$1 is null or …`, so the account's statements always plan onto the keys that start with it.
 */
export type ResultsScope = 'conta' | 'todas';

const ZONE = `'${KANBAN_TIME_ZONE}'`;
const DAYS = (alias: string) =>
  `${alias}.dia >= ($2::timestamptz at time zone ${ZONE})::date and ${alias}.dia < ($3::timestamptz at time zone ${ZONE})::date`;

/** The account's rows of a table alias, or every account's ($1 is then null and only fixes the type). */
function owner(alias: string, scope: ResultsScope): string {
  return scope === 'conta' ? `${alias}.user_id = $1::int` : '$1::int is null';
}

/**
 * Per local day of the window: new leads and how many of them bought; the sales standing (approved, not
 * refunded) by the agent, their revenue, seconds from the lead's first message, those paid after a recovery
 * message; sales no lead matched; handovers and opt-outs. Days with nothing are absent.
 */
export const daysSql = (scope: ResultsScope) => `
select d.dia::text as dia, sum(d.leads)::int as leads, sum(d.compradores)::int as compradores,
  sum(d.vendas)::int as vendas, sum(d.vendas_sem_conversa)::int as vendas_sem_conversa,
  sum(d.receita_centavos)::bigint as receita_centavos, sum(d.compras_com_tempo)::int as compras_com_tempo,
  sum(d.compra_segundos)::float8 as compra_segundos, sum(d.recuperadas)::int as recuperadas,
  sum(d.receita_recuperada_centavos)::bigint as receita_recuperada_centavos,
  sum(d.transferencias)::int as transferencias, sum(d.pedidos_para_parar)::int as pedidos_para_parar
from results_days d
where ${owner('d', scope)} and ${DAYS('d')}
group by d.dia`;

/**
 * Where the window's new leads stopped, per product and flow step, for the products with the most new leads: every
 * step of the flow (0 stopped when nobody stopped there) and any step left out of the flow that still holds leads.
 * Reached = stopped at that step or beyond, summed where the figures are put together.
 */
export const funnelSql = (scope: ResultsScope) => `
with counted as (
  select f.product_id, f.ultimo_step, sum(f.leads)::int as pararam
  from results_funnel_days f
  where ${owner('f', scope)} and ${DAYS('f')}
  group by 1, 2
  having sum(f.leads) <> 0
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
select o.id as objecao_id, o.pergunta, sum(c.vezes)::int as vezes
from results_objection_days c
join objections o on o.id = c.objection_id
where ${owner('c', scope)} and ${DAYS('c')}
group by o.id, o.pergunta
having sum(c.vezes) > 0
order by 3 desc, 1
limit ${RESULTS_TOP_OBJECTIONS}`;
