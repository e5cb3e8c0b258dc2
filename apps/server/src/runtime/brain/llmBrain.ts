import { setTimeout as sleep } from 'node:timers/promises';
import { LLM_HISTORY_TOKENS_DEFAULT, LLM_RESPONSE_MAX_BYTES, LLM_RETRY_BACKOFF_MS } from '../../constants.ts';
import {
  MSG_LLM_BUDGET_SPENT,
  MSG_LLM_FALLBACK_HTTP,
  MSG_LLM_FALLBACK_INVALID_JSON,
  MSG_LLM_FALLBACK_NETWORK,
  MSG_LLM_FALLBACK_TIMEOUT,
  MSG_LLM_FALLBACK_TOO_LARGE,
} from '../../messages.ts';
import type { Brain, BrainResult, BrainUsage, TurnContext } from './brain.ts';
import { handedToRules, onlyUnreadableMedia } from './embeddedBrain.ts';
import { hashedLead, isRetryable, readCapped, retryDelayMs } from './llmHttp.ts';
import { runKnowledgeSearches } from './llmKnowledgeSearch.ts';
import { knowledgeForFallback, vetAnswerText } from './llmModelText.ts';
import { chatMessages } from './llmPrompt.ts';
import { parseCompletion, usageOf } from './llmResponse.ts';
import { brainTools } from './llmTools.ts';
import { decisionOfModelAnswer } from './toolChoice.ts';

export interface LlmBrainOptions {
  /** OpenAI-compatible base URL without a trailing slash (…/v1). */
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly model: string;
  /** For the whole call, its one retry included. */
  readonly timeoutMs: number;
  readonly temperature: number;
  readonly maxTokens: number;
  /** The conversation shown to the model, newest first, up to this many estimated tokens (LLM_HISTORY_TOKENS). */
  readonly historyTokens?: number;
  /** Wait before retrying a 429 or 5xx (default LLM_RETRY_BACKOFF_MS). */
  readonly retryBackoffMs?: number;
  /** Decides whenever the model's answer cannot be used. */
  readonly fallback: Brain;
  /** Where a fallback is logged besides the turn record. */
  readonly onFallback?: (reason: string) => void;
}

/** Both calls' tokens when the model searched the knowledge base (each is paid for). */
function addedUsage(a: BrainUsage | undefined, b: BrainUsage | undefined): BrainUsage | undefined {
  if (!a || !b) return a ?? b;
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
  };
}

type Attempt = { ok: true; result: BrainResult } | { ok: false; reason: string; usage?: BrainUsage };

/**
 * The chat-completions brain. It holds nothing across the call but the abort signals: the caller must not keep a
 * database transaction open while it waits. The caller's signal (a newer lead message took over) aborts the
 * call and rejects with its reason; every other failure falls back to the embedded brain and says why.
 */
export function createLlmBrain(options: LlmBrainOptions): Brain {
  const backoffMs = options.retryBackoffMs ?? LLM_RETRY_BACKOFF_MS;
  const historyTokens = options.historyTokens ?? LLM_HISTORY_TOKENS_DEFAULT;

  /** One chat-completions call within the turn's deadline (its one retry included): the parsed JSON body. */
  async function complete(
    context: TurnContext,
    messages: readonly unknown[],
    signals: {
      combined: AbortSignal;
      timeout: AbortSignal;
      caller: AbortSignal | undefined;
      deadline: number;
    },
  ): Promise<{ ok: true; body: unknown } | { ok: false; reason: string }> {
    const { combined, timeout, caller, deadline } = signals;
    const request = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        tools: brainTools(context),
        tool_choice: 'auto',
        temperature: options.temperature,
        max_tokens: options.maxTokens,
        ...(context.leadKey ? { user: hashedLead(context.leadKey) } : {}),
      }),
      signal: combined,
    };
    let response: Response;
    let text: string | null;
    try {
      response = await fetch(`${options.baseUrl}/chat/completions`, request);
      if (isRetryable(response.status)) {
        // One retry, only when it still fits in the time the turn gives the model.
        const wait = retryDelayMs(response, backoffMs);
        if (Date.now() + wait < deadline) {
          await response.body?.cancel();
          await sleep(wait, undefined, { signal: combined });
          response = await fetch(`${options.baseUrl}/chat/completions`, request);
        }
      }
      text = await readCapped(response, LLM_RESPONSE_MAX_BYTES);
    } catch (error) {
      if (caller?.aborted) throw caller.reason;
      if (timeout.aborted) return { ok: false, reason: MSG_LLM_FALLBACK_TIMEOUT(options.timeoutMs) };
      return {
        ok: false,
        reason: MSG_LLM_FALLBACK_NETWORK(error instanceof Error ? error.message : String(error)),
      };
    }
    if (!response.ok) return { ok: false, reason: MSG_LLM_FALLBACK_HTTP(response.status) };
    if (text === null) return { ok: false, reason: MSG_LLM_FALLBACK_TOO_LARGE(LLM_RESPONSE_MAX_BYTES) };
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, reason: MSG_LLM_FALLBACK_INVALID_JSON };
    }
  }

  /**
   * Asks the model; when it searches the knowledge base, the results go back to it in a second call within the
   * same deadline (LLM_TIMEOUT_MS covers both), and that answer is the turn's.
   */
  async function ask(context: TurnContext, signal: AbortSignal | undefined): Promise<Attempt> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const signals = { combined, timeout, caller: signal, deadline: Date.now() + options.timeoutMs };
    const messages = chatMessages(context, historyTokens);
    const first = await complete(context, messages, signals);
    if (!first.ok) return first;
    let body = first.body;
    let turn = context;
    let searchUsage: BrainUsage | undefined;
    const round = await runKnowledgeSearches(first.body, context);
    if (round) {
      searchUsage = usageOf(first.body);
      const second = await complete(round.context, [...messages, ...round.messages], signals);
      if (!second.ok) return { ...second, ...(searchUsage ? { usage: searchUsage } : {}) };
      body = second.body;
      turn = round.context;
    }
    const parsed = parseCompletion(body, turn);
    const usage = addedUsage(searchUsage, parsed.usage);
    if (!parsed.ok) return { ok: false, reason: parsed.reason, usage };
    const vetted = vetAnswerText(parsed.answer, turn);
    if (!vetted.ok) return { ok: false, reason: vetted.reason, usage };
    return {
      ok: true,
      result: { decision: decisionOfModelAnswer(vetted.answer, turn), brain: 'llm', usage },
    };
  }

  return {
    async decide(context, signal) {
      // The model is never shown the file: a burst of files without words gets the owner's media reply. A stop,
      // a request for a person or a complaint is answered by the built-in rules, which guarantee them.
      if (onlyUnreadableMedia(context) || handedToRules(context))
        return options.fallback.decide(context, signal);
      const budget = context.modelBudget;
      if (budget && budget.tokensToday >= budget.dailyTokens) {
        // The account spent its day of model tokens: the built-in brain answers until the São Paulo midnight.
        const fallback = await options.fallback.decide(context, signal);
        return {
          ...fallback,
          fallbackReason: MSG_LLM_BUDGET_SPENT(budget.tokensToday, budget.dailyTokens),
          budgetSpent: true,
        };
      }
      const attempt = await ask(context, signal);
      if (attempt.ok) return attempt.result;
      options.onFallback?.(attempt.reason);
      const knowledge = knowledgeForFallback(context);
      const fallback = await options.fallback.decide(
        knowledge === context.knowledge ? context : { ...context, knowledge },
        signal,
      );
      return {
        ...fallback,
        fallbackReason: attempt.reason,
        ...(attempt.usage ? { usage: attempt.usage } : {}),
      };
    },
  };
}
