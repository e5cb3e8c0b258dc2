import type { ApprovedTemplate, FollowupDelay } from '@agente/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type TemplateColumns, templateToApi } from './approvedTemplate.ts';

type Executor = Kysely<Database>;

export interface FollowupFields {
  mensagem: string;
  tempo: FollowupDelay;
  status: boolean;
  /** The approved template for outside the 24-hour window; undefined leaves the stored one as it is. */
  template?: TemplateColumns;
}

export interface FollowupRow {
  id: number;
  mensagem: string;
  tempo: FollowupDelay;
  status: boolean;
  modelo: ApprovedTemplate | null;
}

const COLUMNS = [
  'id',
  'mensagem',
  'tempo',
  'status',
  'template_name',
  'template_language',
  'template_variables',
] as const;

// The CHECK constraint of 002 keeps tempo within the contract's options.
const asFollowup = (row: {
  id: number;
  mensagem: string;
  tempo: number;
  status: boolean;
  template_name: string | null;
  template_language: string | null;
  template_variables: string[];
}): FollowupRow => ({
  id: row.id,
  mensagem: row.mensagem,
  tempo: row.tempo as FollowupDelay,
  status: row.status,
  modelo: templateToApi({
    name: row.template_name,
    language: row.template_language,
    variables: row.template_variables,
  }),
});

/** The row's columns for the fields given (the template's three only when it was given). */
function columnsOf<T extends Partial<FollowupFields>>({ template, ...fields }: T) {
  if (!template) return fields;
  return {
    ...fields,
    template_name: template.name,
    template_language: template.language,
    template_variables: JSON.stringify(template.variables),
  };
}

/** In the order they are sent: shortest delay first, then as registered. */
export async function listFollowups(db: Executor, userId: number): Promise<FollowupRow[]> {
  const rows = await db
    .selectFrom('followup_messages')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('tempo')
    .orderBy('id')
    .execute();
  return rows.map(asFollowup);
}

export async function insertFollowup(
  db: Executor,
  userId: number,
  fields: FollowupFields,
): Promise<FollowupRow> {
  const row = await db
    .insertInto('followup_messages')
    .values({ user_id: userId, ...columnsOf(fields) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asFollowup(row);
}

export async function updateFollowup(
  db: Executor,
  userId: number,
  id: number,
  fields: Partial<FollowupFields>,
  now: Date,
): Promise<FollowupRow | undefined> {
  const row = await db
    .updateTable('followup_messages')
    .set({ ...columnsOf(fields), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && asFollowup(row);
}

export async function deleteFollowup(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('followup_messages')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
