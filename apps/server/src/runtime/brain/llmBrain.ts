import {
  MSG_LLM_FALLBACK_HTTP,
  MSG_LLM_FALLBACK_INVALID_JSON,
  MSG_LLM_FALLBACK_NETWORK,
  MSG_LLM_FALLBACK_TIMEOUT,
} from '../../messages.ts';
import type { Brain, BrainResult, BrainUsage, TurnContext } from './brain.ts';
import { onlyUnreadableMedia } from './embeddedBrain.ts';
import { vetDecisionText } from './llmModelText.ts';
import { chatMessages } from './llmPrompt.ts';
import { parseCompletion } from './llmResponse.ts';
import { brainTools } from './llmTools.ts';

export interface LlmBrainOptions {
  /** OpenAI-compatible base URL without a trailing slash (…/v1). */
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
  /** Decides whenever the model's answer cannot be used. */
  readonly fallback: Brain;
  /** Where a fallback is logged besides the turn record. */
  readonly onFallback?: (reason: string) => void;
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

type Attempt = { ok: true; result: BrainResult } | { ok: false; reason: string; usage?: BrainUsage };

/**
 * The chat-completions brain. It holds nothing across the call but the abort signals: the caller must not keep a
 * database transaction open while it waits. The caller's signal (a newer lead message took over) aborts the
 * call and rejects with its reason; every other failure falls back to the embedded brain and says why.
 */
export function createLlmBrain(options: LlmBrainOptions): Brain {
  async function ask(context: TurnContext, signal: AbortSignal | undefined): Promise<Attempt> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages: chatMessages(context),
          tools: brainTools(context),
          tool_choice: 'auto',
        }),
        signal: combined,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isTimeout(error)) return { ok: false, reason: MSG_LLM_FALLBACK_TIMEOUT(options.timeoutMs) };
      return {
        ok: false,
        reason: MSG_LLM_FALLBACK_NETWORK(error instanceof Error ? error.message : String(error)),
      };
    }
    if (!response.ok) return { ok: false, reason: MSG_LLM_FALLBACK_HTTP(response.status) };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, reason: MSG_LLM_FALLBACK_INVALID_JSON };
    }
    const parsed = parseCompletion(body, context);
    if (!parsed.ok) return { ok: false, reason: parsed.reason, usage: parsed.usage };
    const vetted = vetDecisionText(parsed.decision, context);
    if (!vetted.ok) return { ok: false, reason: vetted.reason, usage: parsed.usage };
    return { ok: true, result: { decision: vetted.decision, brain: 'llm', usage: parsed.usage } };
  }

  return {
    async decide(context, signal) {
      // The model is never shown the file: a burst of files without words gets the owner's media reply.
      if (onlyUnreadableMedia(context)) return options.fallback.decide(context, signal);
      const attempt = await ask(context, signal);
      if (attempt.ok) return attempt.result;
      options.onFallback?.(attempt.reason);
      const fallback = await options.fallback.decide(context, signal);
      return {
        ...fallback,
        fallbackReason: attempt.reason,
        ...(attempt.usage ? { usage: attempt.usage } : {}),
      };
    },
  };
}
