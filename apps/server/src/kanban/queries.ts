import type { Lead } from '@agente/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

/**
 * The contract's Lead, field by field: the one list both reads follow. The board has PostgreSQL write each lead
 * as JSON from it (columns.ts), the "load more" page and the tag change read these columns and leadToApi turns
 * the row into the object. A field the contract adds fails the type check below until it is listed here.
 */
export const LEAD_FIELDS = [
  'id',
  'nome',
  'lead_phone',
  'ultimo_step',
  'etiqueta',
  'data_hora_ultima_interacao',
] as const satisfies readonly (keyof Lead)[];

/** The one instant among them: a Date in the row, ISO 8601 text (as toISOString writes it) in the contract. */
export const LEAD_INSTANT_FIELD = 'data_hora_ultima_interacao' satisfies (typeof LEAD_FIELDS)[number];

type UnlistedLeadField = Exclude<keyof Lead, (typeof LEAD_FIELDS)[number]>;
const everyLeadFieldListed: [UnlistedLeadField] extends [never] ? true : UnlistedLeadField = true;
void everyLeadFieldListed;

export type LeadRow = Omit<Lead, typeof LEAD_INSTANT_FIELD> & { [LEAD_INSTANT_FIELD]: Date };

export const leadToApi = (row: LeadRow): Lead => ({
  ...row,
  [LEAD_INSTANT_FIELD]: row[LEAD_INSTANT_FIELD].toISOString(),
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
    .returning(LEAD_FIELDS)
    .executeTakeFirst();
}
