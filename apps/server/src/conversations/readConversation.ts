import { CONVERSATION_PAGE_SIZE } from '../constants.ts';
import { stepTextExcerpt } from '../kanban/stepText.ts';
import { accountPlanEnded } from '../plans/planState.ts';
import type { Executor } from '../runtime/conversation/messages.ts';
import { leadPurchase } from '../sales/leadPurchase.ts';
import { leadNames } from './leadNames.ts';
import { LEAD_STATE_COLUMNS, stateToApi } from './leadStates.ts';
import { selectMessagesWithReason } from './messagesWithReason.ts';
import { messageToApi } from './toApi.ts';

/**
 * Turn results that are not a decision about answering (it answered, a newer message's turn answered, or it waits
 * for a voice note's transcription, whose turn answers).
 */
const ANSWERED = ['respondido', 'cedeu_a_mais_nova', 'aguardando_transcricao'] as const;

/**
 * Whether the account has a conversation with this phone: a stored message or a kanban card (a lead seen
 * before the conversation was recorded opens on an empty transcript). Another account's lead is never found.
 */
export async function conversationExists(db: Executor, userId: number, phone: string): Promise<boolean> {
  const [message, lead] = await Promise.all([
    db
      .selectFrom('conversation_messages')
      .select('id')
      .where('user_id', '=', userId)
      .where('lead_phone', '=', phone)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('leads')
      .select('id')
      .where('user_id', '=', userId)
      .where('lead_phone', '=', phone)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return message !== undefined || lead !== undefined;
}

export async function readAgentState(db: Executor, userId: number, phone: string) {
  const row = await db
    .selectFrom('lead_states')
    .select(LEAD_STATE_COLUMNS)
    .where('user_id', '=', userId)
    .where('lead_phone', '=', phone)
    .executeTakeFirst();
  return stateToApi(row);
}

/**
 * Whether the account's agent answers anyone: the switch in the panel and the plan, read as the runtime's gates
 * read them (an ended plan wins, since switching on would not help).
 */
export async function accountAgentState(
  db: Executor,
  userId: number,
  now: Date,
): Promise<'ativo' | 'desligado' | 'plano_expirado'> {
  const [agent, account] = await Promise.all([
    db.selectFrom('agents').select('status').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('users').select('expiration_acess').where('id', '=', userId).executeTakeFirst(),
  ]);
  if (account && (await accountPlanEnded(db, userId, account.expiration_acess, now))) return 'plano_expirado';
  return agent?.status === true ? 'ativo' : 'desligado';
}

/**
 * One page of the lead's conversation, oldest message of the page first: without `before`, the newest page;
 * with it, the messages older than that id. The cursor names the page before this one (null at the start).
 * Turn lines are the turns the agent did not answer that a message of this page triggered.
 */
export async function readConversationPage(
  db: Executor,
  userId: number,
  phone: string,
  before: number | null,
  now: Date,
) {
  let query = selectMessagesWithReason(db, userId).where('m.lead_phone', '=', phone);
  if (before !== null) query = query.where('m.id', '<', before);
  const rows = await query
    .orderBy('m.id', 'desc')
    .limit(CONVERSATION_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, CONVERSATION_PAGE_SIZE).reverse();
  const oldest = page[0];
  const [estado, agenteConta, names, turns, compra, kanban] = await Promise.all([
    readAgentState(db, userId, phone),
    accountAgentState(db, userId, now),
    leadNames(db, userId, [phone]),
    oldest ? turnLines(db, userId, phone, oldest.id, before) : Promise.resolve([]),
    leadPurchase(db, userId, phone),
    kanbanCard(db, userId, phone),
  ]);
  return {
    lead_phone: phone,
    nome: names.get(phone) ?? '',
    estado,
    compra,
    kanban,
    agente_conta: agenteConta,
    mensagens: page.map(messageToApi),
    turnos: turns,
    cursor: rows.length > CONVERSATION_PAGE_SIZE && oldest ? String(oldest.id) : null,
  };
}

/**
 * Where the lead stands on the kanban: its card with the most recent interaction (a lead may have one per
 * product), with the product's name and the start of the step's text; null without a card in a product.
 */
async function kanbanCard(db: Executor, userId: number, phone: string) {
  const card = await db
    .selectFrom('leads as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('flow_steps as f', (join) =>
      join.onRef('f.product_id', '=', 'l.product_id').onRef('f.posicao', '=', 'l.ultimo_step'),
    )
    .select(['l.product_id', 'p.nome_produto', 'l.ultimo_step', 'l.etiqueta', 'f.texto'])
    .where('l.user_id', '=', userId)
    .where('p.user_id', '=', userId)
    .where('l.lead_phone', '=', phone)
    .orderBy('l.data_hora_ultima_interacao', 'desc')
    .orderBy('l.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!card || card.product_id === null) return null;
  return {
    produto_id: card.product_id,
    produto: card.nome_produto,
    etapa: card.ultimo_step,
    texto_etapa: card.texto === null ? '' : stepTextExcerpt(card.texto),
    etiqueta: card.etiqueta,
  };
}

async function turnLines(db: Executor, userId: number, phone: string, fromId: number, before: number | null) {
  let query = db
    .selectFrom('agent_turns')
    .select(['id', 'trigger_message_id', 'result', 'created_at'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', phone)
    .where('result', 'not in', ANSWERED)
    .where('trigger_message_id', '>=', fromId);
  if (before !== null) query = query.where('trigger_message_id', '<', before);
  const rows = await query.orderBy('id').execute();
  return rows.flatMap((row) =>
    row.result === 'respondido' ||
    row.result === 'cedeu_a_mais_nova' ||
    row.result === 'aguardando_transcricao'
      ? []
      : [
          {
            id: row.id,
            mensagem_id: row.trigger_message_id,
            motivo: row.result,
            data_hora: row.created_at.toISOString(),
          },
        ],
  );
}
