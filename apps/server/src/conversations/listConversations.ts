import { sql } from 'kysely';
import { CONVERSATION_LIST_PAGE_SIZE } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { containing, foldedContains, foldSearch } from '../db/foldedSearch.ts';
import { leadNames } from './leadNames.ts';
import { MESSAGE_COLUMNS, messageToApi } from './toApi.ts';

/**
 * The account's conversations, the one with the newest message first, a page at a time (the cursor is the
 * newest message id of the last conversation delivered). `busca` matches part of the lead's name (case and
 * accents ignored) or, when it has digits, part of the phone.
 */
export async function listConversations(
  db: Db,
  userId: number,
  options: { readonly busca: string; readonly before: number | null },
) {
  const name = foldSearch(options.busca.trim());
  const digits = options.busca.replace(/\D/g, '');
  const nameMatch = name
    ? sql<boolean>`exists (select 1 from leads where leads.user_id = ${userId} and leads.lead_phone = latest.lead_phone
        and ${foldedContains(sql.ref('leads.nome'), name)})`
    : sql<boolean>`true`;
  const phoneMatch = digits
    ? sql<boolean>`latest.lead_phone like ${containing(digits)}`
    : sql<boolean>`false`;
  const searched = name ? sql`and (${nameMatch} or ${phoneMatch})` : sql``;
  const after = options.before === null ? sql`` : sql`and latest.last_id < ${options.before}`;
  const { rows } = await sql<{ lead_phone: string; last_id: number }>`
    select latest.lead_phone, latest.last_id from (
      select lead_phone, max(id) as last_id from conversation_messages where user_id = ${userId} group by lead_phone
    ) as latest
    where true ${after} ${searched}
    order by latest.last_id desc
    limit ${CONVERSATION_LIST_PAGE_SIZE + 1}`.execute(db);
  const page = rows.slice(0, CONVERSATION_LIST_PAGE_SIZE);
  if (page.length === 0) return { conversas: [], cursor: null };
  const phones = page.map((row) => row.lead_phone);
  const [messages, names, states] = await Promise.all([
    db
      .selectFrom('conversation_messages')
      .select(MESSAGE_COLUMNS)
      .where(
        'id',
        'in',
        page.map((row) => row.last_id),
      )
      .execute(),
    leadNames(db, userId, phones),
    db
      .selectFrom('lead_states')
      .select(['lead_phone', 'paused'])
      .where('user_id', '=', userId)
      .where('lead_phone', 'in', phones)
      .execute(),
  ]);
  const byId = new Map(messages.map((message) => [message.id, message]));
  const paused = new Set(states.filter((state) => state.paused).map((state) => state.lead_phone));
  const conversas = page.flatMap((row) => {
    const last = byId.get(Number(row.last_id));
    if (!last) return [];
    return [
      {
        lead_phone: row.lead_phone,
        nome: names.get(row.lead_phone) ?? '',
        ultima_mensagem: messageToApi(last),
        pausado: paused.has(row.lead_phone),
      },
    ];
  });
  const lastRow = page.at(-1);
  const cursor = rows.length > CONVERSATION_LIST_PAGE_SIZE && lastRow ? String(lastRow.last_id) : null;
  return { conversas, cursor };
}
