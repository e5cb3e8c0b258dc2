import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { keepUnansweredQuestion } from '../../knowledge/turnKnowledge.ts';
import { applyDuePlanReview } from '../../plans/planReview.ts';
import { changeLeadState, lockLead, readLeadState } from '../conversation/leadState.ts';
import { type Executor, insertMessageOnce, newestLeadMessageId } from '../conversation/messages.ts';
import { speakGate } from '../conversation/speakGate.ts';
import { cancelFollowups } from '../followup/followups.ts';
import { enqueueHandoverNotice, enqueueSend, type TurnJob } from '../jobs/enqueue.ts';
import { plannedMessageRow } from '../outbox/outboxRow.ts';
import type { TurnPlan } from '../planner/turnPlan.ts';
import type { TurnResult } from '../tables.ts';
import { type AnswerDeps, answerTurn, type TurnAnswer } from './answerTurn.ts';
import { loadTurnContext, unansweredLeadMessages } from './turnContext.ts';

export type TurnDeps = AnswerDeps & Pick<AppDeps, 'db' | 'queue' | 'modelCalls'>;

async function recordTurn(
  db: Executor,
  job: TurnJob,
  result: TurnResult,
  lastMessageId: number | null,
  brain?: Pick<TurnAnswer, 'result' | 'latencyMs'>,
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

async function storePlan(
  deps: TurnDeps,
  trx: Transaction<Database>,
  job: TurnJob,
  turnId: number,
  plan: TurnPlan,
): Promise<number[]> {
  const now = deps.clock();
  const ids: number[] = [];
  for (const [seq, message] of plan.messages.entries()) {
    const row = plannedMessageRow(message, {
      userId: job.userId,
      leadPhone: job.leadPhone,
      turnId,
      seq,
      now,
    });
    const id = await insertMessageOnce(trx, row);
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
  const gate = await speakGate(db, 'turn', job, { now, lead: state });
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
  const question = await loadTurnContext(db, {
    userId: job.userId,
    leadPhone: job.leadPhone,
    state,
    leadMessages: burst.texts,
    leadMedia: burst.media,
    firstUnansweredId: burst.firstId,
    now,
  });
  if (!question) {
    await recordTurn(db, job, 'sem_produto', burst.lastId);
    return 'sem_produto';
  }
  const call = deps.modelCalls.begin(job);
  let brain: TurnAnswer;
  try {
    brain = await answerTurn(deps, job.userId, question, call.signal);
  } catch (error) {
    if (!call.signal.aborted) throw error;
    // The lead wrote again while the model thought: that message's turn reads this burst too and answers it.
    await recordTurn(db, job, 'cedeu_a_mais_nova', null);
    return 'cedeu_a_mais_nova';
  } finally {
    call.end();
  }
  const { plan, result } = brain;
  const position = plan.reachedPosition ?? question.position;

  return db.transaction().execute(async (trx) => {
    // The lock orders this commit with the owner's commands and with other turns of the lead.
    const locked = await lockLead(trx, job.userId, job.leadPhone);
    if ((await newestLeadMessageId(trx, job.userId, job.leadPhone)) > job.messageId) {
      await recordTurn(trx, job, 'cedeu_a_mais_nova', null, brain);
      return 'cedeu_a_mais_nova';
    }
    const closed = await speakGate(trx, 'reply', job, { now: deps.clock(), lead: locked });
    if (closed) {
      await recordTurn(trx, job, closed, burst.lastId, brain);
      return closed;
    }
    if (plan.optOut && locked.doNotDisturbSince !== null) {
      // Told to stop once already and confirmed: saying it again gets nothing.
      await recordTurn(trx, job, 'nao_perturbe', burst.lastId, brain);
      return 'nao_perturbe';
    }
    const turnId = await recordTurn(trx, job, 'respondido', burst.lastId, brain);
    const now = deps.clock();
    if (plan.optOut) {
      // Only the confirmation goes out: what an earlier turn still had to send and every follow-up are dropped.
      await cancelUnsentAgentRows(trx, job);
      await cancelFollowups(deps.queue, trx, job);
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'doNotDisturb' }, now);
    } else if (locked.doNotDisturbSince !== null) {
      // The lead wrote again and asked something: the agent may talk to it again.
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'disturbAgain' }, now);
    }
    await keepUnansweredQuestion(trx, job.userId, result.decision, burst.texts, job.leadPhone);
    const ids = await storePlan(deps, trx, job, turnId, plan);
    if (position !== locked.position) {
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'position', position }, now);
      if (position > 0) {
        await trx
          .updateTable('leads')
          .set({ ultimo_step: position })
          .where('user_id', '=', job.userId)
          .where('lead_phone', '=', job.leadPhone)
          .where('product_id', '=', question.product.id)
          .execute();
      }
    }
    if (plan.pausesLead && plan.handoverReason !== null) {
      const reason = plan.handoverReason;
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'handover', reason }, now);
      await enqueueHandoverNotice(deps.queue, trx, {
        userId: job.userId,
        leadPhone: job.leadPhone,
        since: now.toISOString(),
        reason,
        lastWords: burst.texts,
      });
    } else if (plan.pausesLead) {
      await changeLeadState(trx, job.userId, job.leadPhone, { kind: 'pause', reason: 'fluxo' }, now);
    }
    if (ids.length > 0) await enqueueSend(deps.queue, trx, { userId: job.userId, leadPhone: job.leadPhone });
    return 'respondido';
  });
}
