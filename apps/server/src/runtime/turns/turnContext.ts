import { parseStoredFlowText, productCategoryName, resolveStepOffers } from '@agente/rules';
import { sql } from 'kysely';
import { TURN_BURST_LIMIT, TURN_HISTORY_LIMIT } from '../../constants.ts';
import type { MediaKind } from '../../db/integrationTables.ts';
import { followupWindow } from '../../followup/hours.ts';
import { trackedOffers } from '../../sales/trackingCodes.ts';
import type { BrainHistoryLine, LeadSituation, TurnContext } from '../brain/brain.ts';
import type { LeadState } from '../conversation/leadState.ts';
import type { Executor } from '../conversation/messages.ts';
import type { TurnQuestion } from './answerTurn.ts';

/**
 * What a message says: its text (a file's caption) and, for a transcribed voice note, the words heard in it.
 */
const wordsOfMessage = sql`concat_ws(' ', nullif(texto, ''), transcricao)`;

/**
 * The lead messages not yet read by any turn (a burst), oldest first: their words (a file's caption counts as
 * words), the files that came with none, and the first and newest ids.
 */
export async function unansweredLeadMessages(
  db: Executor,
  userId: number,
  leadPhone: string,
  state: LeadState,
): Promise<{
  texts: string[];
  media: MediaKind[];
  firstId: number;
  lastId: number;
  /** A voice note of the burst is still being transcribed. */
  transcribing: boolean;
}> {
  const read = await db
    .selectFrom('agent_turns')
    .select((eb) => eb.fn.max('last_message_id').as('last'))
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('result', '<>', 'cedeu_a_mais_nova')
    .executeTakeFirst();
  let query = db
    .selectFrom('conversation_messages')
    .select(['id', 'media_type', 'transcricao_estado', sql<string>`${wordsOfMessage}`.as('texto')])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('author', '=', 'lead')
    .where('kind', 'in', ['texto', 'midia'])
    .where('id', '>', Number(read?.last ?? 0));
  if (state.memoryClearedAt) query = query.where('created_at', '>', state.memoryClearedAt);
  const rows = await query.orderBy('id', 'desc').limit(TURN_BURST_LIMIT).execute();
  rows.reverse();
  const wordless = rows.filter((row) => row.texto.trim() === '');
  return {
    texts: rows.filter((row) => row.texto.trim() !== '').map((row) => row.texto),
    media: wordless.flatMap((row) => (row.media_type ? [row.media_type] : [])),
    firstId: rows[0]?.id ?? 0,
    lastId: rows.at(-1)?.id ?? 0,
    transcribing: rows.some((row) => row.transcricao_estado === 'pendente'),
  };
}

async function history(
  db: Executor,
  userId: number,
  leadPhone: string,
  state: LeadState,
  beforeId: number,
): Promise<BrainHistoryLine[]> {
  let query = db
    .selectFrom('conversation_messages')
    .select(['author', sql<string>`${wordsOfMessage}`.as('texto'), 'occurred_at', 'media_type'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('kind', '<>', 'comando')
    .where('id', '<', beforeId);
  if (state.memoryClearedAt) query = query.where('created_at', '>', state.memoryClearedAt);
  const rows = await query.orderBy('id', 'desc').limit(TURN_HISTORY_LIMIT).execute();
  rows.reverse();
  return rows.map((row) => ({
    author: row.author,
    text: row.texto,
    at: row.occurred_at,
    media: row.media_type,
  }));
}

/** What the brain reads about the account, whoever the lead: the agent's persona and the product it sells. */
export type SalesContext = Omit<
  TurnContext,
  'position' | 'history' | 'leadMessages' | 'leadMedia' | 'knowledge' | 'modelBudget'
>;

/**
 * The agent's persona, the product it sells, its flow (parsed into parts), active objections and current offers.
 * Undefined when the account has no agent or no product to sell.
 */
export async function loadSalesContext(db: Executor, userId: number): Promise<SalesContext | undefined> {
  const agent = await db.selectFrom('agents').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!agent) return undefined;
  let productQuery = db.selectFrom('products').selectAll().where('user_id', '=', userId);
  productQuery = agent.id_produto
    ? productQuery.where('id', '=', agent.id_produto)
    : productQuery.orderBy('id').limit(1);
  const product = await productQuery.executeTakeFirst();
  if (!product) return undefined;
  const [steps, objections, offers, media] = await Promise.all([
    db
      .selectFrom('flow_steps')
      .select(['posicao', 'texto'])
      .where('product_id', '=', product.id)
      .orderBy('posicao')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('objections')
      .select(['id', 'pergunta', 'resposta'])
      .where('product_id', '=', product.id)
      .where('status', '=', 'ativa')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('offers')
      .select(['id', 'nome_oferta', 'preco', 'link'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('medias')
      .select(['id', 'titulo', 'tipo'])
      .where('id_produto', '=', product.id)
      .orderBy('id')
      .execute(),
  ]);
  // A step refers to its offers; each is sent with its offer's price and link as they are now.
  const offerById = new Map(
    offers.map((offer) => [offer.id, { preco: Number(offer.preco), link: offer.link }]),
  );
  return {
    persona: {
      nome: agent.nome,
      sexo: agent.sexo,
      idade: agent.idade,
      tomDeVoz: agent.tom_de_voz,
      objetivo: agent.objetivo,
      nuncaFazer: agent.nunca_fazer,
      mensagemPausa: agent.mensagem_pausa,
      mensagemMidia: agent.mensagem_midia,
      mensagemOptOut: agent.mensagem_optout,
    },
    product: {
      id: product.id,
      nome: product.nome_produto,
      // The agent says "Doces", not "Outros", when the account wrote what its product is.
      categoria: productCategoryName(product),
      garantia: product.garantia,
      formaPagamento: product.forma_pagamento,
      descricao: product.descricao,
    },
    // Positions are 1-based in flow order, whatever gaps posicao has.
    steps: steps.map((step, index) => ({
      position: index + 1,
      parts: resolveStepOffers(parseStoredFlowText(step.texto), offerById),
    })),
    objections,
    offers: offers.map((offer) => ({
      id: offer.id,
      nome: offer.nome_oferta,
      preco: Number(offer.preco),
      link: offer.link,
    })),
    media,
  };
}

/** The lead's name, the local time and business hours, and what the lead waits for, as of `now`. */
async function leadSituation(
  db: Executor,
  userId: number,
  leadPhone: string,
  state: LeadState,
  now: Date,
): Promise<LeadSituation> {
  const [lead, hours, waiting] = await Promise.all([
    db
      .selectFrom('leads')
      .select('nome')
      .where('user_id', '=', userId)
      .where('lead_phone', '=', leadPhone)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    followupWindow(db, userId),
    state.waitingSince
      ? db
          .selectFrom('lead_states')
          .select('aguardando_motivo')
          .where('user_id', '=', userId)
          .where('lead_phone', '=', leadPhone)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    name: lead?.nome ?? null,
    now,
    hours,
    waitingSince: state.waitingSince,
    waitingReason: waiting?.aguardando_motivo ?? null,
    doNotDisturbSince: state.doNotDisturbSince,
  };
}

/**
 * What the lead's turn asks the brain about: the account's sales context, where the lead is and what was said
 * (answerTurn adds the knowledge and the model budget). Undefined when the account has no agent or no product.
 */
export async function loadTurnContext(
  db: Executor,
  input: {
    readonly userId: number;
    readonly leadPhone: string;
    readonly state: LeadState;
    readonly leadMessages: readonly string[];
    readonly leadMedia: readonly MediaKind[];
    readonly firstUnansweredId: number;
    readonly now: Date;
  },
): Promise<TurnQuestion | undefined> {
  const [sales, lines, situation] = await Promise.all([
    loadSalesContext(db, input.userId),
    history(db, input.userId, input.leadPhone, input.state, input.firstUnansweredId),
    leadSituation(db, input.userId, input.leadPhone, input.state, input.now),
  ]);
  if (!sales) return undefined;
  return {
    ...sales,
    // Every link the lead may be sent names the lead, so the checkout's sale finds its way back to it.
    offers: await trackedOffers(db, input.userId, input.leadPhone, sales.offers),
    position: input.state.position,
    history: lines,
    leadMessages: input.leadMessages,
    leadMedia: input.leadMedia,
    leadKey: `${input.userId}:${input.leadPhone}`,
    situation,
  };
}
