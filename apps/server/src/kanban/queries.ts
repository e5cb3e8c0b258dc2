import type { Lead } from '@agente/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

/**
 * The contract's Lead, field by field, each read from the column that holds it as the contract writes it (the
 * instant's text is kept beside the instant, migration 016): the one list every lead read follows. The board has
 * PostgreSQL write each lead as JSON from it (columns.ts); the "load more" page and the tag change select it.
 * A field the contract adds fails the type check below until it is listed here.
 */
export const LEAD_SELECTION = [
  'id',
  'nome',
  'lead_phone',
  'ultimo_step',
  'etiqueta',
  'data_hora_ultima_interacao_iso as data_hora_ultima_interacao',
] as const;

type SelectedField<Entry> = Entry extends `${string} as ${infer Field}` ? Field : Entry;
type UnlistedLeadField = Exclude<keyof Lead, SelectedField<(typeof LEAD_SELECTION)[number]>>;
export const everyLeadFieldListed: [UnlistedLeadField] extends [never] ? true : UnlistedLeadField = true;

/** Each entry of LEAD_SELECTION as the column it reads and the contract's field it fills. */
export const LEAD_COLUMNS = LEAD_SELECTION.map((entry) => {
  const [column, field = column] = entry.split(' as ') as [string, string?];
  return { column, field };
});

export function setLeadTag(
  db: Executor,
  userId: number,
  leadId: number,
  etiqueta: string,
): Promise<Lead | undefined> {
  return db
    .updateTable('leads')
    .set({ etiqueta })
    .where('id', '=', leadId)
    .where('user_id', '=', userId)
    .returning(LEAD_SELECTION)
    .executeTakeFirst();
}
