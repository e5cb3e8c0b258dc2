import { sql } from 'kysely';
import { CONVERSATION_LIST_PAGE_SIZE } from '../constants.ts';
import type { Db } from '../db/database.ts';
import { containing, foldedContains, foldSearch } from '../db/foldedSearch.ts';
import { leadPurchases } from '../sales/leadPurchase.ts';
import { leadNames } from './leadNames.ts';
import { leadStatesOf, stateToApi } from './leadStates.ts';
import { selectMessagesWithReason } from './messagesWithReason.ts';
import { hasUnread, unreadCounts } from './readMarks.ts';
import { messageToApi } from './toApi.ts';

/** The list's filters besides the search. */
export type ConversationFilter = 'nao_lidas' | 'pausadas' | 'nao_perturbe';

function filtered(userId: number, filter: ConversationFilter | null) {
  const phone = sql.ref('latest.lead_phone');
  const state = (condition: ReturnType<typeof sql>) =>
    sql`and exists (select 1 from lead_states s where s.user_id = ${userId} and s.lead_phone = ${phone}
      and ${condition})`;
  switch (filter) {
    case null:
      return sql``;
    case 'nao_lidas':
      return sql`and ${hasUnread(userId, phone)}`;
    case 'pausadas':
      return state(sql`s.paused`);
    case 'nao_perturbe':
      return state(sql`s.nao_perturbe_desde is not null`);
  }
}

/**
 * The account's conversations, the one with the newest message first, a page at a time (the cursor is the
 * newest message id of the last conversation delivered). `busca` matches part of the lead's name (case and
 * accents ignored) or, when it has digits, part of the phone; `filtro` keeps the unread, paused or "não
 * perturbe" ones.
 */
export async function listConversations(
  db: Db,
  userId: number,
  options: {
    readonly busca: string;
    readonly filtro: ConversationFilter | null;
    readonly before: number | null;
  },
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
    where true ${after} ${searched} ${filtered(userId, options.filtro)}
    order by latest.last_id desc
    limit ${CONVERSATION_LIST_PAGE_SIZE + 1}`.execute(db);
  const page = rows.slice(0, CONVERSATION_LIST_PAGE_SIZE);
  const conversas = await conversationSummaries(db, userId, page);
  const lastRow = page.at(-1);
  const cursor = rows.length > CONVERSATION_LIST_PAGE_SIZE && lastRow ? String(lastRow.last_id) : null;
  return { conversas, cursor };
}

/** The newest message id of each of the account's leads given (a lead without messages is absent). */
export function newestMessageIds(db: Db, userId: number, phones: readonly string[]) {
  return db
    .selectFrom('conversation_messages')
    .select(['lead_phone', (eb) => eb.fn.max('id').as('last_id')])
    .where('user_id', '=', userId)
    .where('lead_phone', 'in', phones)
    .groupBy('lead_phone')
    .execute();
}

/**
 * The list's entry of each lead, in the order given (with its newest message id): that message, the name, the
 * pause, "não perturbe", the wait for a person, the "comprou" mark and how many of its messages the owner
 * has not seen.
 */
export async function conversationSummaries(
  db: Db,
  userId: number,
  rows: readonly { readonly lead_phone: string; readonly last_id: number }[],
) {
  if (rows.length === 0) return [];
  const phones = rows.map((row) => row.lead_phone);
  const [messages, names, states, purchases, unread] = await Promise.all([
    selectMessagesWithReason(db, userId)
      .where(
        'm.id',
        'in',
        rows.map((row) => row.last_id),
      )
      .execute(),
    leadNames(db, userId, phones),
    leadStatesOf(db, userId, phones),
    leadPurchases(db, userId, phones),
    unreadCounts(db, userId, phones),
  ]);
  const byId = new Map(messages.map((message) => [message.id, message]));
  return rows.flatMap((row) => {
    const last = byId.get(Number(row.last_id));
    if (!last) return [];
    const state = states.get(row.lead_phone) ?? stateToApi(undefined);
    return [
      {
        lead_phone: row.lead_phone,
        nome: names.get(row.lead_phone) ?? '',
        ultima_mensagem: messageToApi(last),
        pausado: state.pausado,
        nao_perturbe_desde: state.nao_perturbe_desde,
        aguardando: state.aguardando,
        compra: purchases.get(row.lead_phone) ?? null,
        nao_lidas: unread.get(row.lead_phone) ?? 0,
      },
    ];
  });
}
