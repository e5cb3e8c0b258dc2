import { performance } from 'node:perf_hooks';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { isPhoneDisabled } from '../../disabled/queries.ts';
import type { OutgoingMessage } from '../../gateways/instances/outgoingMessage.ts';
import { keepUnansweredQuestion } from '../../knowledge/turnKnowledge.ts';
import { modelBudgetOf, recordModelCall } from '../../modelUsage/recordUsage.ts';
import { applyDuePlanReview } from '../../plans/planReview.ts';
import { accountPlanEnded } from '../../plans/planState.ts';
import type { BrainResult, TurnContext } from '../brain/brain.ts';
import { modelCallOf } from '../brain/llmUsage.ts';
import { changeLeadState, type LeadState, lockLead, readLeadState } from '../conversation/leadState.ts';
import { type Executor, insertMessageOnce, newestLeadMessageId } from '../conversation/messages.ts';
import { cancelFollowups } from '../followup/followups.ts';
import { enqueueHandoverNotice, enqueueSend, type TurnJob } from '../jobs/enqueue.ts';
import type { TurnResult } from '../tables.ts';
import { closedGate } from './gates.ts';
import { loadTurnContext, unansweredLeadMessages } from './turnContext.ts';

/** A turn's reply, ready to store: the messages in sending order, the flow step reached, whether to pause. */
export interface TurnReply {
  readonly messages: readonly OutgoingMessage[];
  /** Flow step the lead is at after this reply (unchanged when it answered off the flow). */
  readonly position: number;
  readonly pausesLead: boolean;
  /** The lead asked the agent to stop writing: mark "não perturbe" and cancel what was scheduled for the lead. */
  readonly optOut: boolean;
  /** Why a person is needed (pt-BR, told to the owner) when the reply hands the lead over; null otherwise. */
  readonly handoverReason: string | null;
}

/** Turns the brain's decision into the messages to send (resolving ids to the catalogue's current rows). */
export type ReplyPlanner = (
  db: Executor,
  input: {
    readonly userId: number;
    readonly leadPhone: string;
    readonly context: TurnContext;
    readonly result: BrainResult;
  },
) => Promise<TurnReply>;

export type TurnDeps = Pick<AppDeps, 'db' | 'brain' | 'queue' | 'clock' | 'log' | 'config'> & {
  readonly plan: ReplyPlanner;
};

async function recordTurn(
  db: Executor,
  job: TurnJob,
  result: TurnResult,
  lastMessageId: number | null,
  brain?: { readonly result: BrainResult; readonly latencyMs: number },
): Promise<number> {
  const row = await db
    .insertInto('agent_turns')
    .values({
      user_id: job.userId,
      lead_phone: job.leadPhone,
      trigger_message_id: job.messageId,
      last_message_id: lastMessageId,
      result,
      brain: brain?.result.brain ?? null,
      decision: brain ? JSON.stringify(brain.result.decision) : null,
      fallback_reason: brain?.result.fallbackReason ?? null,
      latency_ms: brain ? Math.round(brain.latencyMs) : null,
      prompt_tokens: brain?.result.usage?.promptTokens ?? null,
      completion_tokens: brain?.result.usage?.completionTokens ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The gates, read now: Desativados, agent on, lead paused, plan expiry, quota. */
async function gateOf(
  db: Executor,
  job: TurnJob,
  state: LeadState,
  now: Date,
): Promise<TurnResult | undefined> {
  const [blocked, agent, account, counted] = await Promise.all([
    isPhoneDisabled(db, job.userId, job.leadPhone),
    db.selectFrom('agents').select('status').where('user_id', '=', job.userId).executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['expiration_acess', 'conversas_plano', 'conversas_unicas'])
      .where('id', '=', job.userId)
      .executeTakeFirst(),
    db
      .selectFrom('lead_conversations')
      .select('lead_phone')
      .where('user_id', '=', job.userId)
      .where('lead_phone', '=', job.leadPhone)
      .where(
        'counted_at',
        '>=',
        sql<Date>`coalesce((select renovation_date from users where id = ${job.userId}), '-infinity'::timestamptz)`,
      )
      .executeTakeFirst(),
  ]);
  if (!account) return 'agente_desligado';
  return closedGate({
    blocked,
    agentOn: agent?.status === true,
    paused: state.paused,
    planEnded: await accountPlanEnded(db, job.userId, account.expiration_acess, now),
    quota: account.conversas_plano,
    used: account.conversas_unicas,
    leadCounted: counted !== undefined,
  });
}

async function storeReply(
  deps: TurnDeps,
  trx: Transaction<Database>,
  job: TurnJob,
  turnId: number,
  reply: TurnReply,
): Promise<number[]> {
  const now = deps.clock();
  const ids: number[] = [];
  for (const [seq, message] of reply.messages.entries()) {
    const id = await insertMessageOnce(trx, {
      user_id: job.userId,
      lead_phone: job.leadPhone,
      author: 'agente',
      kind: message.kind === 'media' ? 'midia' : 'texto',
      texto: message.kind === 'media' ? (message.caption ?? message.fileName ?? '') : message.text,
      media_type: message.kind === 'media' ? message.mediaType : null,
      media_url: message.kind === 'media' ? message.url : null,
      media_id: null,
      offer_id: null,
      provider_message_id: null,
      dedupe_key: `turn:${turnId}:${seq}`,
      delivery: 'pendente',
      turn_id: turnId,
      seq,
      occurred_at: now,
      sent_at: null,
    });
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** The lead's agent rows an earlier turn stored and the outbox has not started sending. */
async function cancelUnsentAgentRows(trx: Transaction<Database>, job: TurnJob): Promise<void> {
  await trx
    .updateTable('conversation_messages')
    .set({ delivery: 'cancelada' })
    .where('user_id', '=', job.userId)
    .where('lead_phone', '=', job.leadPhone)
    .where('author', '=', 'agente')
    .where('delivery', '=', 'pendente')
    .execute();
}

/**
 * One lead turn (the handler of the turn job). Gives way when a newer lead message queued its own turn, before
 * and after the brain thinks; re-reads every gate; reads the whole burst of unanswered messages; asks the brain
 * with no transaction open; then in one transaction records the turn, stores the reply in the outbox, moves the
 * lead's position (and its kanban card), pauses it if the reply says so and queues the sending. A reply that
 * hands the lead over marks it waiting for a person and queues the owner's e-mail; an opt-out marks the lead "não
 * perturbe" and cancels what was still to go; a lead already marked who is answered again is unmarked. Every
 * turn records why it answered or not.
 */
export async function runTurn(deps: TurnDeps, job: TurnJob): Promise<TurnResult> {
  const { db } = deps;
  const newest = await newestLeadMessageId(db, job.userId, job.leadPhone);
  if (newest > job.messageId) {
    await recordTurn(db, job, 'cedeu_a_mais_nova', null);
    return 'cedeu_a_mais_nova';
  }
  const state = await readLeadState(db, job.userId, job.leadPhone);
  const now = deps.clock();
  // The quota read by the gates is the plan in force now (a plan bought for later may have started).
  await applyDuePlanReview(db, job.userId, now);
  const gate = await gateOf(db, job, state, now);
  if (gate) {
    await recordTurn(db, job, gate, newest);
    return gate;
  }
  const burst = await unansweredLeadMessages(db, job.userId, job.leadPhone, state);
  if (burst.transcribing) {
    // Answered once the words are in: the transcription queues the turn again.
    await recordTurn(db, job, 'aguardando_transcricao', null);
    return 'aguardando_transcricao';
  }
  if (burst.texts.length === 0 && burst.media.length === 0) {
    await recordTurn(db, job, 'nada_a_responder', newest);
    return 'nada_a_responder';
  }
  const loaded = await loadTurnContext(db, {
    userId: job.userId,
    leadPhone: job.leadPhone,
    state,
    leadMessages: burst.texts,
    leadMedia: burst.media,
    firstUnansweredId: burst.firstId,
    now,
  });
  const context = loaded && {
    ...loaded,
    modelBudget: await modelBudgetOf(db, job.userId, now, deps.config.llmDailyTokensPerAccount),
  };
  if (!context) {
    await recordTurn(db, job, 'sem_produto', burst.lastId);
    return 'sem_produto';
  }
  const started = performance.now();
  const result = await deps.brain.decide(context);
  const brain = { result, latencyMs: performance.now() - started };
  // Counted whatever becomes of the turn: the call was paid for.
  const modelCall = modelCallOf(result);
  if (modelCall) await recordModelCall(db, job.userId, deps.clock(), modelCall);
  const reply = await deps.plan(db, { userId: job.userId, leadPhone: job.leadPhone, context, result });

  return db.transaction().execute(async (trx) => {
    // The lock orders this commit with the owner's commands and with other turns of the lead.
    const locked = await lockLead(trx, job.userId, job.leadPhone);
    if ((await newestLeadMessageId(trx, job.userId, job.leadPhone)) > job.messageId) {
      await recordTurn(trx, job, 'cedeu_a_mais_nova', null, brain);
      return 'cedeu_a_mais_nova';
    }
    if (locked.paused || (await isPhoneDisabled(trx, job.userId, job.leadPhone))) {
      const result = locked.paused ? 'pausado' : 'bloqueado';
      await recordTurn(trx, job, result, burst.lastId, brain);
      return result;
    }
    if (reply.optOut && locked.doNotDisturbSince !== null) {
      // Told to stop once already and confirmed: saying it again gets nothing.
      await recordTurn(trx, job, 'nao_perturbe', burst.lastId, brain);
      return 'nao_perturbe';
    }
    const turnId = await recordTurn(trx, job, 'respondido', burst.lastId, brain);
    const now = deps.clock();
    if (reply.optOut) {
      // Only the confirmation goes out: what an earlier turn still had to send and every follow-up are dropped.
      await cancelUnsentAgentRows(trx, job);
      await cancelFollowups(deps.queue, trx, job);
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'doNotDisturb' }, now);
    } else if (locked.doNotDisturbSince !== null) {
      // The lead wrote again and asked something: the agent may talk to it again.
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'disturbAgain' }, now);
    }
    await keepUnansweredQuestion(trx, job.userId, result.decision, burst.texts, job.leadPhone);
    const ids = await storeReply(deps, trx, job, turnId, reply);
    if (reply.position !== locked.position) {
      await changeLeadState(
        trx,
        job.userId,
        job.leadPhone,
        { kind: 'position', position: reply.position },
        now,
      );
      if (reply.position > 0) {
        await trx
          .updateTable('leads')
          .set({ ultimo_step: reply.position })
          .where('user_id', '=', job.userId)
          .where('lead_phone', '=', job.leadPhone)
          .where('product_id', '=', context.product.id)
          .execute();
      }
    }
    if (reply.pausesLead && reply.handoverReason !== null) {
      const reason = reply.handoverReason;
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'handover', reason }, now);
      await enqueueHandoverNotice(deps.queue, trx, {
        userId: job.userId,
        leadPhone: job.leadPhone,
        since: now.toISOString(),
        reason,
        lastWords: burst.texts,
      });
    } else if (reply.pausesLead) {
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'pause', reason: 'fluxo' }, now);
    }
    if (ids.length > 0) await enqueueSend(deps.queue, trx, { userId: job.userId, leadPhone: job.leadPhone });
    return 'respondido';
  });
}
