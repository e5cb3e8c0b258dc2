import {
  MSG_LLM_ARGUMENTS_NOT_JSON,
  MSG_LLM_EMPTY,
  MSG_LLM_NO_MESSAGE,
  MSG_LLM_NO_OBJECT,
  MSG_LLM_NOT_INTEGER,
  MSG_LLM_TOOL_WITHOUT_NAME,
  MSG_LLM_UNKNOWN_OBJECTION,
  MSG_LLM_UNKNOWN_STEP,
  MSG_LLM_UNKNOWN_TOOL,
} from '../../messages.ts';
import type { BrainUsage, ToolChoice, TurnContext } from './brain.ts';
import { TOOL_ANSWER_OBJECTION, TOOL_PAUSE_AGENT, TOOL_SEND_STEP } from './llmTools.ts';

export type ParsedCompletion =
  | { readonly ok: true; readonly decision: ToolChoice; readonly usage: BrainUsage | undefined }
  | { readonly ok: false; readonly reason: string; readonly usage: BrainUsage | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function usageOf(body: Record<string, unknown>): BrainUsage | undefined {
  const usage = body.usage;
  if (!isRecord(usage)) return undefined;
  const { prompt_tokens: promptTokens, completion_tokens: completionTokens } = usage;
  if (typeof promptTokens !== 'number' || typeof completionTokens !== 'number') return undefined;
  return { promptTokens, completionTokens };
}

function parseArguments(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return isRecord(raw) ? raw : null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Reads a chat-completions answer: the first tool call decides (with the message content as small talk); no
 * tool call and some content is a plain reply. Anything else — no choice, an unknown tool, arguments that are
 * not JSON, an id that is not an integer or not in this turn's flow or active objections — is a reason to fall
 * back, never a guess.
 */
export function parseCompletion(body: unknown, context: TurnContext): ParsedCompletion {
  if (!isRecord(body)) return { ok: false, reason: MSG_LLM_NO_OBJECT, usage: undefined };
  const usage = usageOf(body);
  const fail = (reason: string): ParsedCompletion => ({ ok: false, reason, usage });
  const choice = Array.isArray(body.choices) ? body.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(message)) return fail(MSG_LLM_NO_MESSAGE);
  const content = typeof message.content === 'string' ? message.content.trim() : '';
  const smallTalk = content === '' ? {} : { smallTalk: content };
  const call = Array.isArray(message.tool_calls) ? message.tool_calls[0] : undefined;
  if (call === undefined) {
    return content === '' ? fail(MSG_LLM_EMPTY) : ok({ kind: 'reply', text: content });
  }
  const fn = isRecord(call) ? call.function : undefined;
  if (!isRecord(fn) || typeof fn.name !== 'string') return fail(MSG_LLM_TOOL_WITHOUT_NAME);
  const args = parseArguments(fn.arguments);
  if (args === null) return fail(MSG_LLM_ARGUMENTS_NOT_JSON(fn.name));

  if (fn.name === TOOL_SEND_STEP) {
    const position = args.position;
    if (!Number.isInteger(position)) return fail(MSG_LLM_NOT_INTEGER(TOOL_SEND_STEP, 'position'));
    if (!context.steps.some((step) => step.position === position)) {
      return fail(MSG_LLM_UNKNOWN_STEP(TOOL_SEND_STEP, position));
    }
    return ok({ kind: 'step', position: position as number, ...smallTalk });
  }
  if (fn.name === TOOL_ANSWER_OBJECTION) {
    const objectionId = args.objection_id;
    if (!Number.isInteger(objectionId))
      return fail(MSG_LLM_NOT_INTEGER(TOOL_ANSWER_OBJECTION, 'objection_id'));
    if (!context.objections.some((objection) => objection.id === objectionId)) {
      return fail(MSG_LLM_UNKNOWN_OBJECTION(TOOL_ANSWER_OBJECTION, objectionId));
    }
    return ok({ kind: 'objection', objectionId: objectionId as number, ...smallTalk });
  }
  if (fn.name === TOOL_PAUSE_AGENT) return ok({ kind: 'pause' });
  return fail(MSG_LLM_UNKNOWN_TOOL(fn.name));

  function ok(decision: ToolChoice): ParsedCompletion {
    return { ok: true, decision, usage };
  }
}
