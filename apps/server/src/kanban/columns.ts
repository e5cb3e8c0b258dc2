import type { components, KanbanGroup } from '@agente/api';
import { type Kysely, sql } from 'kysely';
import { KANBAN_PAGE_SIZE } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import type { ProductScope } from '../flow/queries.ts';
import { type ColumnPosition, encodeCursor } from './cursor.ts';
import type { PeriodRange } from './period.ts';
import { type LeadRow, leadToApi } from './queries.ts';

type Executor = Kysely<Database>;
type KanbanPage = components['schemas']['KanbanPage'];

interface PagedLeadRow extends LeadRow {
  /** The row's place in its column, for the next page's cursor. */
  at_micros: string;
}

interface BoardRow extends PagedLeadRow {
  total: number;
}

// Microseconds as exact decimal digits (extract gives numeric); a Date would drop them and repeat or skip leads.
const AT_MICROS = sql<string>`(extract(epoch from data_hora_ultima_interacao) * 1000000)::bigint::text`;

/**
 * Per last step reached, the count of the period's leads and the first page of them, newest interaction first,
 * in one round trip. The counts read leads_kanban_idx alone; each column's page is a range scan on
 * leads_kanban_column_idx that stops at the page size.
 */
export function boardQuery(db: Executor, scope: ProductScope, range: PeriodRange) {
  return sql<BoardRow>`
    with steps as (
      select ultimo_step, count(*)::int as total
      from leads
      where product_id = ${scope.productId} and user_id = ${scope.userId}
        and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
      group by ultimo_step
    )
    select steps.total, page.*
    from steps cross join lateral (
      select id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao, ${AT_MICROS} as at_micros
      from leads
      where product_id = ${scope.productId} and user_id = ${scope.userId} and ultimo_step = steps.ultimo_step
        and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
      order by data_hora_ultima_interacao desc, id desc
      limit ${KANBAN_PAGE_SIZE}
    ) as page
    order by steps.ultimo_step, page.data_hora_ultima_interacao desc, page.id desc
  `.compile(db);
}

/** The leads of one column after `after`, newest interaction first; one more than a page says whether more remain. */
export function columnPageQuery(
  db: Executor,
  scope: ProductScope & { ultimoStep: number },
  range: PeriodRange,
  after: ColumnPosition,
) {
  const afterAt = sql`(timestamptz 'epoch' + ${after.atMicros}::bigint * interval '1 microsecond')`;
  return sql<PagedLeadRow>`
    select id, nome, lead_phone, ultimo_step, etiqueta, data_hora_ultima_interacao, ${AT_MICROS} as at_micros
    from leads
    where product_id = ${scope.productId} and user_id = ${scope.userId} and ultimo_step = ${scope.ultimoStep}
      and data_hora_ultima_interacao >= ${range.start} and data_hora_ultima_interacao < ${range.end}
      and (data_hora_ultima_interacao, id) < (${afterAt}, ${after.id})
    order by data_hora_ultima_interacao desc, id desc
    limit ${KANBAN_PAGE_SIZE + 1}
  `.compile(db);
}

const cursorAfter = (row: PagedLeadRow | undefined) =>
  row ? encodeCursor({ atMicros: row.at_micros, id: row.id }) : null;

const toLead = ({ at_micros: _, ...row }: PagedLeadRow) => leadToApi(row);

/** The board's first load: one group per step with leads in the period, in step order. */
export async function kanbanBoard(
  db: Executor,
  scope: ProductScope,
  range: PeriodRange,
): Promise<KanbanGroup[]> {
  const groups: (KanbanGroup & { last?: BoardRow })[] = [];
  for (const { total, ...row } of (await db.executeQuery(boardQuery(db, scope, range))).rows) {
    let group = groups.at(-1);
    if (group?.ultimo_step !== row.ultimo_step) {
      group = { ultimo_step: row.ultimo_step, total, leads: [], cursor: null };
      groups.push(group);
    }
    group.leads.push(toLead(row));
    group.last = { ...row, total };
  }
  return groups.map(({ last, ...group }) => ({
    ...group,
    cursor: group.total > group.leads.length ? cursorAfter(last) : null,
  }));
}

/** The page of one column after the cursor's position. */
export async function kanbanColumnPage(
  db: Executor,
  scope: ProductScope & { ultimoStep: number },
  range: PeriodRange,
  after: ColumnPosition,
): Promise<KanbanPage> {
  const rows = (await db.executeQuery(columnPageQuery(db, scope, range, after))).rows;
  const page = rows.slice(0, KANBAN_PAGE_SIZE);
  return {
    leads: page.map(toLead),
    cursor: rows.length > KANBAN_PAGE_SIZE ? cursorAfter(page.at(-1)) : null,
  };
}
