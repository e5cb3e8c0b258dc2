import { TEMPLATE_LEAD_NAME_FALLBACK, TEMPLATE_LEAD_NAME_VARIABLE } from '../../constants.ts';
import type { Db } from '../../db/database.ts';
import type { ApprovedTemplate } from '../../gateways/instances/accountLine.ts';
import { followupIdOfKey } from '../followup/followupKey.ts';

const HOUR_MS = 3_600_000;

/** Whether the lead wrote within the last `hours` (a lead who never wrote is outside). */
export async function leadWroteWithin(
  db: Db,
  target: { readonly userId: number; readonly leadPhone: string },
  hours: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('occurred_at')
    .where('user_id', '=', target.userId)
    .where('lead_phone', '=', target.leadPhone)
    .where('author', '=', 'lead')
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined && now.getTime() - row.occurred_at.getTime() < hours * HOUR_MS;
}

async function leadName(db: Db, userId: number, leadPhone: string): Promise<string> {
  const row = await db
    .selectFrom('leads')
    .select('nome')
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .orderBy('data_hora_ultima_interacao', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.nome.trim() || TEMPLATE_LEAD_NAME_FALLBACK;
}

/**
 * The approved template the owner mapped to a follow-up row, with its variables filled ({nome} = the lead's
 * name); undefined for any other row, or a follow-up with no template. Only follow-ups carry one: the agent's
 * own replies are answers to a lead who just wrote, never sent as templates.
 */
export async function templateForRow(
  db: Db,
  row: {
    readonly user_id: number;
    readonly lead_phone: string;
    readonly kind: string;
    readonly dedupe_key: string;
  },
): Promise<ApprovedTemplate | undefined> {
  if (row.kind !== 'followup') return undefined;
  const followupId = followupIdOfKey(row.dedupe_key);
  if (followupId === undefined) return undefined;
  const followup = await db
    .selectFrom('followup_messages')
    .select(['template_name', 'template_language', 'template_variables'])
    .where('id', '=', followupId)
    .where('user_id', '=', row.user_id)
    .executeTakeFirst();
  if (!followup?.template_name || !followup.template_language) return undefined;
  const name = await leadName(db, row.user_id, row.lead_phone);
  return {
    name: followup.template_name,
    language: followup.template_language,
    variables: followup.template_variables.map((variable) =>
      variable.replaceAll(TEMPLATE_LEAD_NAME_VARIABLE, name),
    ),
  };
}
