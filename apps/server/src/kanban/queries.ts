import type { KanbanGroup } from '@agente/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProductScope } from '../flow/queries.ts';
import type { PeriodRange } from './period.ts';

type Executor = Kysely<Database>;

export interface LeadRow {
  id: number;
  nome: string;
  lead_phone: string;
  ultimo_step: number;
  etiqueta: string | null;
  data_hora_ultima_interacao: Date;
}

const COLUMNS = [
  'id',
  'nome',
  'lead_phone',
  'ultimo_step',
  'etiqueta',
  'data_hora_ultima_interacao',
] as const;

export const leadToApi = (row: LeadRow) => ({
  ...row,
  data_hora_ultima_interacao: row.data_hora_ultima_interacao.toISOString(),
});

/**
 * The product's leads whose last interaction falls in the window, by last step reached (ascending), newest
 * interaction first. The window is a range scan on leads_kanban_idx; only the leads of the window are sorted.
 */
export function kanbanLeadsQuery(db: Executor, scope: ProductScope, range: PeriodRange) {
  return db
    .selectFrom('leads')
    .select(COLUMNS)
    .where('product_id', '=', scope.productId)
    .where('user_id', '=', scope.userId)
    .where('data_hora_ultima_interacao', '>=', range.start)
    .where('data_hora_ultima_interacao', '<', range.end)
    .orderBy('ultimo_step')
    .orderBy('data_hora_ultima_interacao', 'desc')
    .orderBy('id', 'desc');
}

/** One group per last step reached, in the order the kanban shows its columns. */
export async function kanbanGroups(
  db: Executor,
  scope: ProductScope,
  range: PeriodRange,
): Promise<KanbanGroup[]> {
  const groups: KanbanGroup[] = [];
  for (const row of await kanbanLeadsQuery(db, scope, range).execute()) {
    let group = groups.at(-1);
    if (group?.ultimo_step !== row.ultimo_step) {
      group = { ultimo_step: row.ultimo_step, leads: [] };
      groups.push(group);
    }
    group.leads.push(leadToApi(row));
  }
  return groups;
}

export function setLeadTag(
  db: Executor,
  userId: number,
  leadId: number,
  etiqueta: string,
): Promise<LeadRow | undefined> {
  return db
    .updateTable('leads')
    .set({ etiqueta })
    .where('id', '=', leadId)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}
