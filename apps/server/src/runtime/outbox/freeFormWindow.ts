import { TEMPLATE_LEAD_NAME_FALLBACK, TEMPLATE_LEAD_NAME_VARIABLE } from '../../constants.ts';
import type { Db } from '../../db/database.ts';
import type { ApprovedTemplate } from '../../gateways/instances/accountLine.ts';
import { isRecoveryKey } from '../../sales/recoveryKey.ts';
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

/** The template the owner mapped to the row's purpose: a follow-up's own, or the account's recovery message's. */
async function mappedTemplate(
  db: Db,
  row: { readonly user_id: number; readonly kind: string; readonly dedupe_key: string },
) {
  if (isRecoveryKey(row.dedupe_key)) {
    return db
      .selectFrom('sales_webhooks')
      .select([
        'recovery_template_name as name',
        'recovery_template_language as language',
        'recovery_template_variables as variables',
      ])
      .where('user_id', '=', row.user_id)
      .executeTakeFirst();
  }
  if (row.kind !== 'followup') return undefined;
  const followupId = followupIdOfKey(row.dedupe_key);
  if (followupId === undefined) return undefined;
  return db
    .selectFrom('followup_messages')
    .select(['template_name as name', 'template_language as language', 'template_variables as variables'])
    .where('id', '=', followupId)
    .where('user_id', '=', row.user_id)
    .executeTakeFirst();
}

/**
 * The approved template the owner mapped to a follow-up or a recovery message, with its variables filled
 * ({nome} = the lead's name); undefined for any other row, or one with no template. Only those carry one: the
 * agent's own replies are answers to a lead who just wrote, never sent as templates.
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
  const template = await mappedTemplate(db, row);
  if (!template?.name || !template.language) return undefined;
  const name = await leadName(db, row.user_id, row.lead_phone);
  return {
    name: template.name,
    language: template.language,
    variables: template.variables.map((variable) => variable.replaceAll(TEMPLATE_LEAD_NAME_VARIABLE, name)),
  };
}
