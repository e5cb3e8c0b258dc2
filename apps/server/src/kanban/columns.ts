import type { components, KanbanGroup, Lead } from '@agente/api';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { KANBAN_FIRST_PAGE_SIZE, KANBAN_PAGE_SIZE } from '../constants.ts';
import type { ProductScope } from '../content/ownedProduct.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import type { Database } from '../db/schema.ts';
import { type ColumnPosition, encodeCursor } from './cursor.ts';
import type { PeriodRange } from './period.ts';
import { LEAD_COLUMNS, PURCHASE_FIELD, purchaseOf, QUIET_SINCE_FIELD, quietSinceOf } from './queries.ts';
import { stepTextExcerpt } from './stepText.ts';

type Executor = Kysely<Database>;
type KanbanPage = components['schemas']['KanbanPage'];

type PagedLeadRow = Lead & {
  /** The row's place in its column, for the next page's cursor. */
  at_micros: string;
};

type Nulls<T> = { [K in keyof T]: null };

/**
 * One row per column: its count and text, and its first page of leads as JSON text (PostgreSQL writes it: parsing
 * a hundred rows, their dates above all, and serialising them again took about a third of the server's time for a
 * board); for a product of the account without columns, one row of nulls; for any other product, no row.
 */
type BoardRow =
  | {
      column_step: number;
      total: number;
      texto: string | null;
      /** The page's leads as the contract's Lead objects, newest interaction first. */
      leads: string;
      /** How many leads the page holds. */
      shown: number;
      /** The page's last lead, for the next page's cursor (null for an empty column). */
      last_at_micros: string | null;
      last_id: number | null;
    }
  | Nulls<{ column_step: 1; total: 1; texto: 1; leads: 1; shown: 1; last_at_micros: 1; last_id: 1 }>;

/** The product of the scope when it is the account's: checked in the same statement as the read, one round trip. */
const ownedProduct = (scope: ProductScope) =>
  sql`(select id from products where id = ${scope.productId} and user_id = ${scope.userId}) as owned`;

// Microseconds as exact decimal digits (extract gives numeric); a Date would drop them and repeat or skip leads.
const micros = (instant: RawBuilder<unknown>) =>
  sql<string>`(extract(epoch from ${instant}) * 1000000)::bigint::text`;

/**
 * A column's order, newest interaction first, read from `table`; the id breaks ties (leads_kanban_column_idx
 * reads in this order). Named through the table: a page's own data_hora_ultima_interacao is the instant's text.
 */
const newestFirst = (table: string) =>
  sql`${sql.ref(`${table}.data_hora_ultima_interacao`)} desc, ${sql.ref(`${table}.id`)} desc`;

/**
 * The Lead's fields read from `table`'s columns, under the contract's names; "não perturbe" from lead_states
 * unless `quietSince` names where it was already read.
 */
const leadFieldsOf = (
  table: string,
  quietSince: RawBuilder<unknown> = quietSinceOf(table),
  purchase: RawBuilder<unknown> = purchaseOf(table),
) =>
  sql.join([
    ...LEAD_COLUMNS.map(({ column, field }) => sql`${sql.ref(`${table}.${column}`)} as ${sql.ref(field)}`),
    sql`${quietSince} as ${sql.ref(QUIET_SINCE_FIELD)}`,
    sql`${purchase} as ${sql.ref(PURCHASE_FIELD)}`,
  ]);

/**
 * What a board's page reads of each lead: the Lead's columns and "não perturbe" (read only for the page's leads,
 * by lead_states' key), and the instant itself for the order and cursor.
 */
const PAGE_SOURCE_COLUMNS = sql.join([
  sql.ref('data_hora_ultima_interacao'),
  ...LEAD_COLUMNS.map(({ column }) => sql.ref(column)),
  sql`${quietSinceOf('leads')} as ${sql.ref(QUIET_SINCE_FIELD)}`,
  sql`${purchaseOf('leads')} as ${sql.ref(PURCHASE_FIELD)}`,
]);

/**
 * A lead of a board's page as the contract's Lead object. The row of a sub-select gives json_agg the field names
 * in LEAD_SELECTION's order, at a fraction of json_build_object's cost.
 */
const PAGE_LEAD_JSON = sql`(select lead from (select ${leadFieldsOf('page', sql.ref(`page.${QUIET_SINCE_FIELD}`), sql.ref(`page.${PURCHASE_FIELD}`))}) as lead)`;

/** The order of a board's page, inside its aggregates. */
const PAGE_ORDER = sql`order by ${newestFirst('page')}`;

/**
 * Every step of the product's flow, plus any step no longer in the flow that still holds leads of the period:
 * its count of the period's leads, its text and the first page of its leads, newest interaction first, in one
 * round trip. The counts add up the period's days of lead_step_days (at most 31 rows a step for a month); each
 * column's page is a range scan on leads_kanban_column_idx that stops at the page size, and is gathered on the
 * spot (one small sort per column, no sort of the whole board); a step without leads gives an empty page. A
 * product that is not the account's gives no row at all.
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
    select steps.column_step, steps.total, steps.texto, gathered.leads, gathered.shown,
      gathered.last_at_micros, gathered.last_id
    from ${ownedProduct(scope)} left join (steps cross join lateral (
      select coalesce(json_agg(${PAGE_LEAD_JSON} ${PAGE_ORDER}), '[]')::text as leads,
        count(*)::int as shown,
        ${micros(sql`(array_agg(page.data_hora_ultima_interacao ${PAGE_ORDER}))[count(*)]`)} as last_at_micros,
        (array_agg(page.id ${PAGE_ORDER}))[count(*)] as last_id
      from (
        select ${PAGE_SOURCE_COLUMNS}
        from leads
        where steps.total > 0 and product_id = ${scope.productId} and user_id = ${scope.userId}
          and ultimo_step = steps.column_step
          and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
        order by ${newestFirst('leads')}
        limit ${KANBAN_FIRST_PAGE_SIZE}
      ) as page
    ) as gathered) on true
    order by steps.column_step
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
    select ${leadFieldsOf('leads')}, ${micros(sql`leads.data_hora_ultima_interacao`)} as at_micros
    from leads
    where product_id = ${scope.productId} and user_id = ${scope.userId} and ultimo_step = ${scope.ultimoStep}
      and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
      and (data_hora_ultima_interacao, id) < (${afterAt}, ${after.id})
    order by ${newestFirst('leads')}
    limit ${KANBAN_PAGE_SIZE + 1}
    ) as page on true
  `.compile(db);
}

const cursorAfter = (row: PagedLeadRow | undefined) =>
  row ? encodeCursor({ atMicros: row.at_micros, id: row.id }) : null;

const toLead = ({ at_micros: _, ...lead }: PagedLeadRow): Lead => lead;

type BoardColumn = Extract<BoardRow, { column_step: number }>;

/**
 * One group of the board as JSON text: its frame through JSON.stringify, its leads as PostgreSQL wrote them
 * (the frame's closing brace gives way to them).
 */
function groupJson(column: BoardColumn): string {
  const { column_step, total, texto, leads, shown, last_at_micros, last_id } = column;
  const more = total > shown && last_at_micros !== null && last_id !== null;
  const frame: Omit<KanbanGroup, 'leads'> = {
    ultimo_step: column_step,
    texto_etapa: texto === null ? null : stepTextExcerpt(texto),
    total,
    cursor: more ? encodeCursor({ atMicros: last_at_micros, id: last_id }) : null,
  };
  return `${JSON.stringify(frame).slice(0, -1)},"leads":${leads}}`;
}

/**
 * The board's first load, the contract's GetKanban body as JSON text: one group per step (of the flow, or
 * holding leads of the period), in step order; undefined when the product is not the account's.
 */
export async function kanbanBoardJson(
  db: Executor,
  scope: ProductScope,
  range: PeriodRange,
): Promise<string | undefined> {
  const query = boardQuery(db, scope, range);
  // Planning this statement took PostgreSQL as long as running it on a 100k-lead product.
  prepareStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  if (rows.length === 0) return undefined;
  const groups = rows.flatMap((row) => (row.column_step === null ? [] : [groupJson(row)]));
  return `{"kanban":[${groups.join(',')}]}`;
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
