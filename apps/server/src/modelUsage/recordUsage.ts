import { type Kysely, sql, type Transaction } from 'kysely';
import { PLAN_TIME_ZONE } from '../constants.ts';
import type { Database } from '../db/schema.ts';
import type { ModelBudget } from '../runtime/brain/brain.ts';

/** One call to the language model: the tokens it reported (0 when it answered none, e.g. a timeout). */
export interface ModelCall {
  readonly promptTokens: number;
  readonly completionTokens: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The São Paulo calendar day of an instant, as the table keys it. */
const dayOf = (at: Date) => sql<string>`(${at}::timestamptz at time zone ${PLAN_TIME_ZONE})::date`;

/** Adds one call and its tokens to the account's day (a single upsert: parallel calls add up, none is lost). */
export async function recordModelCall(
  db: Executor,
  userId: number,
  at: Date,
  call: ModelCall,
): Promise<void> {
  await db
    .insertInto('model_usage_days')
    .values({
      user_id: userId,
      day: dayOf(at),
      calls: 1,
      prompt_tokens: call.promptTokens,
      completion_tokens: call.completionTokens,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'day']).doUpdateSet({
        calls: sql`model_usage_days.calls + 1`,
        prompt_tokens: sql`model_usage_days.prompt_tokens + excluded.prompt_tokens`,
        completion_tokens: sql`model_usage_days.completion_tokens + excluded.completion_tokens`,
      }),
    )
    .execute();
}

/** The account's use of the model on the day of `at` (zeros when it made no call). */
export async function modelUsageOn(
  db: Executor,
  userId: number,
  at: Date,
): Promise<{ calls: number; promptTokens: number; completionTokens: number }> {
  const row = await db
    .selectFrom('model_usage_days')
    .select(['calls', 'prompt_tokens', 'completion_tokens'])
    .where('user_id', '=', userId)
    .where('day', '=', dayOf(at))
    .executeTakeFirst();
  return {
    calls: row?.calls ?? 0,
    promptTokens: row?.prompt_tokens ?? 0,
    completionTokens: row?.completion_tokens ?? 0,
  };
}

/** The account's model tokens today against its daily budget (LLM_DAILY_TOKENS_PER_ACCOUNT). */
export async function modelBudgetOf(
  db: Executor,
  userId: number,
  at: Date,
  dailyTokens: number,
): Promise<ModelBudget> {
  const usage = await modelUsageOn(db, userId, at);
  return { tokensToday: usage.promptTokens + usage.completionTokens, dailyTokens };
}

/**
 * The account has spent its day of model tokens while a model is configured: the panel says the built-in
 * brain answers until midnight. Always false without a model (nothing to spend).
 */
export async function modelLimitReached(
  db: Executor,
  config: { readonly llmBaseUrl: string | undefined; readonly llmDailyTokensPerAccount: number },
  userId: number,
  at: Date,
): Promise<boolean> {
  if (!config.llmBaseUrl) return false;
  const budget = await modelBudgetOf(db, userId, at, config.llmDailyTokensPerAccount);
  return budget.tokensToday >= budget.dailyTokens;
}
