import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

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
