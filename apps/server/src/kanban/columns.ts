import type { components, KanbanGroup } from '@agente/api';
import { type Kysely, sql } from 'kysely';
import { KANBAN_FIRST_PAGE_SIZE, KANBAN_PAGE_SIZE } from '../constants.ts';
import type { ProductScope } from '../content/ownedProduct.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import type { Database } from '../db/schema.ts';
import { type ColumnPosition, encodeCursor } from './cursor.ts';
import type { PeriodRange } from './period.ts';
import { type LeadRow, leadToApi } from './queries.ts';
import { stepTextExcerpt } from './stepText.ts';

type Executor = Kysely<Database>;
type KanbanPage = components['schemas']['KanbanPage'];

interface PagedLeadRow extends LeadRow {
  /** The row's place in its column, for the next page's cursor. */
  at_micros: string;
}

type Nulls<T> = { [K in keyof T]: null };

/**
 * One row per lead of a column's first page, or one row of nulls for a column without leads; for a product
 * of the account without columns, one row of nulls; for any other product, no row.
 */
type BoardRow = (
  | { column_step: number; total: number; texto: string | null }
  | { column_step: null; total: null; texto: null }
) &
  (PagedLeadRow | Nulls<PagedLeadRow>);

/** The product of the scope when it is the account's: checked in the same statement as the read, one round trip. */
const ownedProduct = (scope: ProductScope) =>
  sql`(select id from products where id = ${scope.productId} and user_id = ${scope.userId}) as owned`;

// Microseconds as exact decimal digits (extract gives numeric); a Date would drop them and repeat or skip leads.
const AT_MICROS = sql<string>`(extract(epoch from data_hora_ultima_interacao) * 1000000)::bigint::text`;

/**
 * Every step of the product's flow, plus any step no longer in the flow that still holds leads of the period:
 * its count of the period's leads, its text and the first page of its leads, newest interaction first, in one
 * round trip. The counts add up the period's days of lead_step_days (at most 31 rows a step for a month); each
 * column's page is a range scan on leads_kanban_column_idx that stops at the page size; a step without leads
 * gives one row without a lead. A product that is not the account's gives no row at all.
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
    from ${ownedProduct(scope)} left join (steps left join lateral (
      select id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao, ${AT_MICROS} as at_micros
      from leads
      where steps.total > 0 and product_id = ${scope.productId} and user_id = ${scope.userId}
        and ultimo_step = steps.column_step
        and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
      order by data_hora_ultima_interacao desc, id desc
      limit ${KANBAN_FIRST_PAGE_SIZE}
    ) as page on true) on true
    order by steps.column_step, page.data_hora_ultima_interacao desc, page.id desc
  `.compile(db);
}

/**
 * The leads of one column after `after`, newest interaction first; one more than a page says whether more remain.
 * A product of the account without such leads gives one row of nulls; any other product, no row.
 */
export function columnPageQuery(
  db: Executor,
  scope: ProductScope & { ultimoStep: number },
  range: PeriodRange,
  after: ColumnPosition,
) {
  const afterAt = sql`(timestamptz 'epoch' + ${after.atMicros}::bigint * interval '1 microsecond')`;
  return sql<PagedLeadRow | Nulls<PagedLeadRow>>`
    select page.* from ${ownedProduct(scope)} left join lateral (
    select id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao, ${AT_MICROS} as at_micros
    from leads
    where product_id = ${scope.productId} and user_id = ${scope.userId} and ultimo_step = ${scope.ultimoStep}
      and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
      and (data_hora_ultima_interacao, id) < (${afterAt}, ${after.id})
    order by data_hora_ultima_interacao desc, id desc
    limit ${KANBAN_PAGE_SIZE + 1}
    ) as page on true
  `.compile(db);
}

const cursorAfter = (row: PagedLeadRow | undefined) =>
  row ? encodeCursor({ atMicros: row.at_micros, id: row.id }) : null;

const toLead = ({ at_micros: _, ...row }: PagedLeadRow) => leadToApi(row);

/**
 * The board's first load: one group per step (of the flow, or holding leads of the period), in step order;
 * undefined when the product is not the account's.
 */
export async function kanbanBoard(
  db: Executor,
  scope: ProductScope,
  range: PeriodRange,
): Promise<KanbanGroup[] | undefined> {
  const groups: (KanbanGroup & { last?: PagedLeadRow })[] = [];
  const query = boardQuery(db, scope, range);
  // Planning this statement took PostgreSQL as long as running it on a 100k-lead product.
  prepareStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  if (rows.length === 0) return undefined;
  for (const { column_step, total, texto, ...row } of rows) {
    if (column_step === null) continue;
    let group = groups.at(-1);
    if (group?.ultimo_step !== column_step) {
      const texto_etapa = texto === null ? null : stepTextExcerpt(texto);
      group = { ultimo_step: column_step, texto_etapa, total, leads: [], cursor: null };
      groups.push(group);
    }
    if (row.id === null) continue;
    group.leads.push(toLead(row));
    group.last = row;
  }
  return groups.map(({ last, ...group }) => ({
    ...group,
    cursor: group.total > group.leads.length ? cursorAfter(last) : null,
  }));
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
  const { rows } = await db.executeQuery(query);
  if (rows.length === 0) return undefined;
  const leads = rows.filter((row): row is PagedLeadRow => row.id !== null);
  const page = leads.slice(0, KANBAN_PAGE_SIZE);
  return {
    leads: page.map(toLead),
    cursor: leads.length > KANBAN_PAGE_SIZE ? cursorAfter(page.at(-1)) : null,
  };
}
