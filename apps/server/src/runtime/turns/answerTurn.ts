import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { knowledgeForTurn } from '../../knowledge/turnKnowledge.ts';
import { modelBudgetOf, recordModelCall } from '../../modelUsage/recordUsage.ts';
import type { BrainResult, TurnContext } from '../brain/brain.ts';
import { modelCallOf } from '../brain/llmUsage.ts';
import { planTurn } from '../planner/planTurn.ts';
import type { PlanMedia, TurnPlan } from '../planner/turnPlan.ts';

/**
 * What a turn asks about: the account's sales context and the conversation so far. The knowledge the lead's
 * words find and the account's model budget are read by answerTurn itself, so every caller gets them alike.
 */
export type TurnQuestion = Omit<TurnContext, 'knowledge' | 'modelBudget'>;

/** A turn's answer: what the brain read and decided, how long it took, and the messages planned from it. */
export interface TurnAnswer {
  readonly context: TurnContext;
  readonly result: BrainResult;
  readonly latencyMs: number;
  readonly plan: TurnPlan;
}

export type AnswerDeps = Pick<AppDeps, 'brain' | 'clock' | 'log' | 'config'> & {
  readonly db: Kysely<Database>;
};

/** The product's media rows as they are now (a flow marker only carries a media id). */
function productMedia(db: Kysely<Database>, productId: number): Promise<PlanMedia[]> {
  return db
    .selectFrom('medias')
    .select(['id', 'titulo', 'tipo', 'nome_arquivo as nomeArquivo'])
    .where('id_produto', '=', productId)
    .execute();
}

/**
 * The one way from a turn's question to its planned messages, for a real lead's turn and for Testar agente
 * alike: the knowledge the lead's words find and the day's model budget join the context, the brain decides
 * (the call is counted whatever becomes of the turn: it was paid for), and the plan is made on the catalogue as
 * it is after the brain answered (a media row deleted meanwhile is skipped and logged). `signal` aborts a model
 * call a newer lead message made useless; the brain then rejects with its reason.
 */
export async function answerTurn(
  deps: AnswerDeps,
  userId: number,
  question: TurnQuestion,
  signal?: AbortSignal,
): Promise<TurnAnswer> {
  const { db } = deps;
  const [knowledge, modelBudget] = await Promise.all([
    knowledgeForTurn(db, userId, question.leadMessages),
    modelBudgetOf(db, userId, question.situation?.now ?? deps.clock(), deps.config.llmDailyTokensPerAccount),
  ]);
  const context: TurnContext = { ...(knowledge ? { knowledge } : {}), ...question, modelBudget };
  const started = performance.now();
  const result = await deps.brain.decide(context, signal);
  const latencyMs = performance.now() - started;
  const modelCall = modelCallOf(result);
  if (modelCall) await recordModelCall(db, userId, deps.clock(), modelCall);
  const media = await productMedia(db, context.product.id);
  const plan = planTurn({ decision: result.decision, context, media, publicUrl: deps.config.publicUrl });
  if (plan.skipped.length > 0 || plan.removed.length > 0) {
    deps.log.warn(
      { leadKey: context.leadKey, skipped: plan.skipped, removed: plan.removed },
      'turn: parts left out of the reply',
    );
  }
  return { context, result, latencyMs, plan };
}
