import { LLM_TOOL_CALLS_MAX } from '../../constants.ts';
import type { BrainKnowledgeAnswer, TurnContext } from './brain.ts';
import { knowledgeRejection } from './llmModelText.ts';
import { knowledgeEntryId, searchableKnowledge, TOOL_SEARCH_KNOWLEDGE } from './llmTools.ts';

/** What the search tool answers the model (pt-BR, as the rest of its prompt). */
const SEARCH_RESULT = {
  found: (answer: BrainKnowledgeAnswer) => ({
    entry_id: knowledgeEntryId(answer),
    fonte: answer.title,
    resposta: answer.reply,
    instrucao: 'Se isto responde ao lead, envie com answer_from_knowledge e este entry_id.',
  }),
  notFound: {
    encontrado: false,
    instrucao:
      'A base de conhecimento não tem esta resposta: não invente; diga que vai confirmar com a equipe e use hand_over.',
  },
  noQuery: { erro: 'query vazia: diga a pergunta do lead em query.' },
  notRun: { erro: 'não executada: search_knowledge é chamada sozinha; chame esta ferramenta de novo agora.' },
  overCap: { erro: `passou do limite de ${LLM_TOOL_CALLS_MAX} ferramentas por turno.` },
} as const;

/** A tool call of the model's answer, as the API sends it. */
interface RawToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: unknown;
}

/** The assistant message of a chat-completions answer and its tool calls, when it has any. */
function rawToolCalls(body: unknown): { message: Record<string, unknown>; calls: RawToolCall[] } | undefined {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const message = Array.isArray(choices) ? (choices[0] as { message?: unknown })?.message : undefined;
  if (typeof message !== 'object' || message === null) return undefined;
  const list = (message as { tool_calls?: unknown }).tool_calls;
  if (!Array.isArray(list)) return undefined;
  const calls = list.flatMap((call): RawToolCall[] => {
    const fn = (call as { function?: { name?: unknown; arguments?: unknown } } | null)?.function;
    const id = (call as { id?: unknown } | null)?.id;
    return typeof id === 'string' && typeof fn?.name === 'string'
      ? [{ id, name: fn.name, arguments: fn.arguments }]
      : [];
  });
  return { message: message as Record<string, unknown>, calls };
}

function queryOf(raw: unknown): string {
  try {
    const args: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const query = (args as { query?: unknown } | null)?.query;
    return typeof query === 'string' ? query.trim() : '';
  } catch {
    return '';
  }
}

/** The messages that carry the search round back to the model, and the context its next answer is read against. */
export interface SearchRound {
  readonly messages: readonly Record<string, unknown>[];
  readonly context: TurnContext;
}

/**
 * Runs the knowledge-base searches the model asked for (the first LLM_TOOL_CALLS_MAX calls), when its answer
 * asked for any: each found answer is shown to it only if its text passes the price and link filter everything
 * the model writes passes (a passage cannot hand the model a price or link outside the catalogue), and the
 * next answer may cite it. The answer's other calls are not run: the model calls them again, knowing the
 * results. Undefined when the answer holds no search (it is read as it is).
 */
export async function runKnowledgeSearches(
  body: unknown,
  context: TurnContext,
): Promise<SearchRound | undefined> {
  const search = context.knowledge?.search;
  if (!search || !searchableKnowledge(context)) return undefined;
  const raw = rawToolCalls(body);
  if (!raw?.calls.some((call) => call.name === TOOL_SEARCH_KNOWLEDGE)) return undefined;
  const searched: BrainKnowledgeAnswer[] = [];
  let searches = 0;
  const results: Record<string, unknown>[] = [];
  for (const call of raw.calls) {
    let result: object;
    if (call.name !== TOOL_SEARCH_KNOWLEDGE) result = SEARCH_RESULT.notRun;
    else if (searches >= LLM_TOOL_CALLS_MAX) result = SEARCH_RESULT.overCap;
    else {
      searches++;
      const query = queryOf(call.arguments);
      const answer = query === '' ? undefined : await search(query);
      if (query === '') result = SEARCH_RESULT.noQuery;
      else if (!answer?.found || knowledgeRejection(answer, context) !== null)
        result = SEARCH_RESULT.notFound;
      else {
        searched.push(answer);
        result = SEARCH_RESULT.found(answer);
      }
    }
    results.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
  }
  const { role, content, tool_calls } = raw.message;
  return {
    messages: [{ role, content: content ?? null, tool_calls }, ...results],
    context: { ...context, knowledge: { answer: context.knowledge?.answer, search, searched } },
  };
}
