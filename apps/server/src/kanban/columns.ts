import type { components, KanbanGroup } from '@agente/api';
import { type Kysely, sql } from 'kysely';
import { KANBAN_FIRST_PAGE_SIZE, KANBAN_PAGE_SIZE } from '../constants.ts';
import type { ProductScope } from '../content/ownedProduct.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import type { Database } from '../db/schema.ts';
import { type ColumnPosition, encodeCursor } from './cursor.ts';
import type { PeriodRange } from './period.ts';
import { stepTextExcerpt } from './stepText.ts';

type Executor = Kysely<Database>;
type KanbanPage = components['schemas']['KanbanPage'];
type Lead = components['schemas']['Lead'];

/** Some leads of a column as JSON (null for none), with the position of the last one for the next cursor. */
interface LeadsPage {
  leads: Lead[] | null;
  /** Leads in `leads`. */
  shown: number;
  last_micros: string | null;
  last_id: number | null;
}

type Nulls<T> = { [K in keyof T]: null };

/**
 * One row per column; for a product of the account without columns, one row of nulls; for any other product,
 * no row.
 */
type BoardRow =
  | ({ column_step: number; total: number; texto: string | null } & LeadsPage)
  | Nulls<{ column_step: number; total: number; texto: string } & LeadsPage>;

/** The product of the scope when it is the account's: checked in the same statement as the read, one round trip. */
const ownedProduct = (scope: ProductScope) =>
  sql`(select id from products where id = ${scope.productId} and user_id = ${scope.userId}) as owned`;

// Microseconds as exact decimal digits (extract gives numeric); a Date would drop them and repeat or skip leads.
const AT_MICROS = sql<string>`(extract(epoch from data_hora_ultima_interacao) * 1000000)::bigint::text`;

/**
 * A column's leads read by `pageOfLeads`, as the API's Lead objects in one JSON array: parsing one JSON value
 * per column costs Node far less than a row of fields per lead and a Date per timestamp. The time is written
 * as Date.toISOString() writes it (milliseconds, cut, not rounded, as the driver's Date did). `upTo` leaves out
 * the places past it. Every aggregate takes the leads in the page's own order, so PostgreSQL sorts nothing.
 */
function leadsAsJson(upTo: number) {
  const newestFirst = sql`order by data_hora_ultima_interacao desc, id desc`;
  const shown = sql`filter (where place <= ${upTo})`;
  return sql`
    json_agg(json_build_object(
      'id', id, 'nome', nome, 'lead_phone', lead_phone, 'ultimo_step', ultimo_step, 'etiqueta', etiqueta,
      'data_hora_ultima_interacao',
        to_char(data_hora_ultima_interacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) ${newestFirst}) ${shown} as leads,
    count(*) ${shown}::int as shown,
    (array_agg(at_micros ${newestFirst}) ${shown})[count(*) ${shown}] as last_micros,
    (array_agg(id ${newestFirst}) ${shown})[count(*) ${shown}] as last_id`;
}

/** Leads of the scope at one step in the window, newest interaction first, numbered by place. */
const pageOfLeads = sql`
  id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao, ${AT_MICROS} as at_micros,
  row_number() over (order by data_hora_ultima_interacao desc, id desc) as place
  from leads`;

/**
 * Every step of the product's flow, plus any step no longer in the flow that still holds leads of the period:
 * its count of the period's leads, its text and the first page of its leads, newest interaction first, in one
 * round trip. The counts add up the period's days of lead_step_days (at most 31 rows a step for a month); each
 * column's page is a range scan on leads_kanban_column_idx that stops at the page size. A product that is not
 * the account's gives no row at all.
 */
export function boardQuery(db: Executor, scope: ProductScope, range: PeriodRange) {
  return sql<BoardRow>`
    with counts as (
      select ultimo_step, sum(total)::int as total
      from lead_step_days
      where product_id = ${scope.productId} and user_id = ${scope.userId}
        and dia >= ${range.firstDay}::date and dia < ${range.endDay}::date
      group by ultimo_step
      having sum(total) > 0
    ),
    flow as (
      select posicao, texto from flow_steps
      where product_id = ${scope.productId} and user_id = ${scope.userId}
    ),
    steps as (
      select coalesce(flow.posicao, counts.ultimo_step) as column_step, coalesce(counts.total, 0) as total,
        flow.texto
      from flow full join counts on counts.ultimo_step = flow.posicao
    )
    select steps.column_step, steps.total, steps.texto, page.*
    from ${ownedProduct(scope)} left join (steps cross join lateral (
      select ${leadsAsJson(KANBAN_FIRST_PAGE_SIZE)}
      from (
        select ${pageOfLeads}
        where steps.total > 0 and product_id = ${scope.productId} and user_id = ${scope.userId}
          and ultimo_step = steps.column_step
          and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
        order by data_hora_ultima_interacao desc, id desc
        limit ${KANBAN_FIRST_PAGE_SIZE}
      ) as first_page
    ) as page) on true
    order by steps.column_step
  `.compile(db);
}

/**
 * The leads of one column after `after`, newest interaction first, and whether more remain (one more than a
 * page is read to tell). A product that is not the account's gives no row.
 */
export function columnPageQuery(
  db: Executor,
  scope: ProductScope & { ultimoStep: number },
  range: PeriodRange,
  after: ColumnPosition,
) {
  const afterAt = sql`(timestamptz 'epoch' + ${after.atMicros}::bigint * interval '1 microsecond')`;
  return sql<LeadsPage & { more: boolean }>`
    select page.* from ${ownedProduct(scope)} cross join lateral (
      select ${leadsAsJson(KANBAN_PAGE_SIZE)}, count(*) > ${KANBAN_PAGE_SIZE} as more
      from (
        select ${pageOfLeads}
        where product_id = ${scope.productId} and user_id = ${scope.userId} and ultimo_step = ${scope.ultimoStep}
          and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
          and (data_hora_ultima_interacao, id) < (${afterAt}, ${after.id})
        order by data_hora_ultima_interacao desc, id desc
        limit ${KANBAN_PAGE_SIZE + 1}
      ) as next_page
    ) as page
  `.compile(db);
}

const cursorAfter = (page: LeadsPage) =>
  page.last_micros === null || page.last_id === null
    ? null
    : encodeCursor({ atMicros: page.last_micros, id: page.last_id });

/**
 * The board's first load: one group per step (of the flow, or holding leads of the period), in step order;
 * undefined when the product is not the account's.
 */
export async function kanbanBoard(
  db: Executor,
  scope: ProductScope,
  range: PeriodRange,
): Promise<KanbanGroup[] | undefined> {
  const query = boardQuery(db, scope, range);
  // Planning this statement took PostgreSQL as long as running it on a 100k-lead product.
  prepareStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  if (rows.length === 0) return undefined;
  const groups: KanbanGroup[] = [];
  for (const row of rows) {
    if (row.column_step === null) continue;
    groups.push({
      ultimo_step: row.column_step,
      texto_etapa: row.texto === null ? null : stepTextExcerpt(row.texto),
      total: row.total,
      leads: row.leads ?? [],
      cursor: row.total > row.shown ? cursorAfter(row) : null,
    });
  }
  return groups;
}

/** The page of one column after the cursor's position; undefined when the product is not the account's. */
export async function kanbanColumnPage(
  db: Executor,
  scope: ProductScope & { ultimoStep: number },
  range: PeriodRange,
  after: ColumnPosition,
): Promise<KanbanPage | undefined> {
  const query = columnPageQuery(db, scope, range, after);
  prepareStatement(query.sql);
  const [page] = (await db.executeQuery(query)).rows;
  if (!page) return undefined;
  return { leads: page.leads ?? [], cursor: page.more ? cursorAfter(page) : null };
}
