import { LLM_HANDOVER_REASON_MAX_CHARS, LLM_TOOL_CALLS_MAX } from '../../constants.ts';
import {
  MSG_LLM_ARGUMENTS_NOT_JSON,
  MSG_LLM_EMPTY,
  MSG_LLM_NO_MESSAGE,
  MSG_LLM_NO_OBJECT,
  MSG_LLM_NOT_INTEGER,
  MSG_LLM_REPEATED_TOOL,
  MSG_LLM_TOO_MANY_TOOLS,
  MSG_LLM_TOOL_WITHOUT_NAME,
  MSG_LLM_UNKNOWN_KNOWLEDGE,
  MSG_LLM_UNKNOWN_MEDIA,
  MSG_LLM_UNKNOWN_OBJECTION,
  MSG_LLM_UNKNOWN_OFFER,
  MSG_LLM_UNKNOWN_STEP,
  MSG_LLM_UNKNOWN_TOOL,
} from '../../messages.ts';
import type { BrainUsage, ModelAnswer, ModelTool, TurnContext } from './brain.ts';
import { HANDOVER_WHY } from './brainTexts.ts';
import { modelCatalogue } from './llmModelText.ts';
import {
  citableKnowledgeAnswers,
  knowledgeEntryId,
  TOOL_ANSWER_FROM_KNOWLEDGE,
  TOOL_ANSWER_OBJECTION,
  TOOL_HAND_OVER,
  TOOL_MARK_OPT_OUT,
  TOOL_SEND_MEDIA,
  TOOL_SEND_OFFER,
  TOOL_SEND_STEP,
} from './llmTools.ts';
import { normaliseModelText } from './modelText/normalise.ts';
import { outsideCatalogue } from './modelText/vetModelText.ts';

export type ParsedCompletion =
  | { readonly ok: true; readonly answer: ModelAnswer; readonly usage: BrainUsage | undefined }
  | { readonly ok: false; readonly reason: string; readonly usage: BrainUsage | undefined };

type CatalogueIds = Pick<TurnContext, 'steps' | 'objections' | 'offers' | 'media' | 'knowledge'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tokens a chat-completions answer reports, when it reports them. */
export function usageOf(body: unknown): BrainUsage | undefined {
  if (!isRecord(body)) return undefined;
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
 * The model's handover reason, one short line (it reaches the owner, in the panel and in the handover notice);
 * the built-in one when it gave none, or when it carries a link, amount or pix key outside the catalogue: a lead
 * who steers the model must not get a scam link in front of the owner through the product's own words.
 */
function handoverReason(raw: unknown, context: Pick<TurnContext, 'offers'>): string {
  const text =
    typeof raw === 'string'
      ? normaliseModelText(raw.slice(0, LLM_HANDOVER_REASON_MAX_CHARS * 4))
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  if (text === '' || outsideCatalogue(text, modelCatalogue(context)) !== null) return HANDOVER_WHY.modelo;
  const short =
    text.length > LLM_HANDOVER_REASON_MAX_CHARS
      ? `${text.slice(0, LLM_HANDOVER_REASON_MAX_CHARS - 1)}…`
      : text;
  return `${HANDOVER_WHY.modelo}: ${short}`;
}

/** One tool call read against this turn's catalogue: what it does, or why it is dropped. */
function toolOf(call: unknown, ids: CatalogueIds): ModelTool | string {
  const fn = isRecord(call) ? call.function : undefined;
  if (!isRecord(fn) || typeof fn.name !== 'string') return MSG_LLM_TOOL_WITHOUT_NAME;
  const name = fn.name;
  const args = parseArguments(fn.arguments);
  if (args === null) return MSG_LLM_ARGUMENTS_NOT_JSON(name);
  const integer = (field: string): number | string =>
    Number.isInteger(args[field]) ? (args[field] as number) : MSG_LLM_NOT_INTEGER(name, field);

  switch (name) {
    case TOOL_SEND_STEP: {
      const position = integer('position');
      if (typeof position === 'string') return position;
      if (!ids.steps.some((step) => step.position === position)) return MSG_LLM_UNKNOWN_STEP(name, position);
      return { kind: 'step', position };
    }
    case TOOL_ANSWER_OBJECTION: {
      const objectionId = integer('objection_id');
      if (typeof objectionId === 'string') return objectionId;
      if (!ids.objections.some((objection) => objection.id === objectionId))
        return MSG_LLM_UNKNOWN_OBJECTION(name, objectionId);
      return { kind: 'objection', objectionId };
    }
    case TOOL_SEND_OFFER: {
      const offerId = integer('offer_id');
      if (typeof offerId === 'string') return offerId;
      if (!ids.offers.some((offer) => offer.id === offerId)) return MSG_LLM_UNKNOWN_OFFER(name, offerId);
      return { kind: 'offer', offerId };
    }
    case TOOL_SEND_MEDIA: {
      const mediaId = integer('media_id');
      if (typeof mediaId === 'string') return mediaId;
      if (!(ids.media ?? []).some((media) => media.id === mediaId))
        return MSG_LLM_UNKNOWN_MEDIA(name, mediaId);
      return { kind: 'media', mediaId };
    }
    case TOOL_ANSWER_FROM_KNOWLEDGE: {
      const entryId = args.entry_id;
      const cited = citableKnowledgeAnswers(ids).find((answer) => knowledgeEntryId(answer) === entryId);
      if (!cited || typeof entryId !== 'string') return MSG_LLM_UNKNOWN_KNOWLEDGE(name, entryId);
      return { kind: 'knowledge', entryId, answer: cited };
    }
    case TOOL_HAND_OVER:
      return { kind: 'handover', reason: handoverReason(args.reason, ids) };
    case TOOL_MARK_OPT_OUT:
      return { kind: 'optout' };
    default:
      return MSG_LLM_UNKNOWN_TOOL(name);
  }
}

/**
 * Reads a chat-completions answer: the message content is the model's own words, and its tool calls run in
 * order, up to LLM_TOOL_CALLS_MAX. A call that is unknown, has arguments that are not JSON, an id that is not
 * an integer or not in this turn's catalogue, repeats an earlier one or passes the cap is dropped, and why is
 * kept; the rest of the turn stands. An answer with nothing left to do (no words, no valid call) is a reason to
 * fall back, never a guess.
 */
export function parseCompletion(body: unknown, context: CatalogueIds): ParsedCompletion {
  if (!isRecord(body)) return { ok: false, reason: MSG_LLM_NO_OBJECT, usage: undefined };
  const usage = usageOf(body);
  const fail = (reason: string): ParsedCompletion => ({ ok: false, reason, usage });
  const choice = Array.isArray(body.choices) ? body.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(message)) return fail(MSG_LLM_NO_MESSAGE);
  const content = typeof message.content === 'string' ? message.content.trim() : '';
  const calls: unknown[] = Array.isArray(message.tool_calls) ? message.tool_calls : [];
  const tools: ModelTool[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  for (const call of calls) {
    const tool = toolOf(call, context);
    if (typeof tool === 'string') {
      dropped.push(tool);
      continue;
    }
    const name = isRecord(call) && isRecord(call.function) ? String(call.function.name) : tool.kind;
    const key = JSON.stringify(
      tool.kind === 'handover'
        ? { kind: 'handover' }
        : tool.kind === 'knowledge'
          ? { kind: tool.kind }
          : tool,
    );
    if (seen.has(key)) dropped.push(MSG_LLM_REPEATED_TOOL(name));
    else if (tools.length >= LLM_TOOL_CALLS_MAX)
      dropped.push(MSG_LLM_TOO_MANY_TOOLS(name, LLM_TOOL_CALLS_MAX));
    else {
      seen.add(key);
      tools.push(tool);
    }
  }
  if (tools.length === 0 && content === '')
    return fail(dropped.length > 0 ? dropped.join('; ') : MSG_LLM_EMPTY);
  return { ok: true, answer: { text: content === '' ? null : content, tools, dropped }, usage };
}
