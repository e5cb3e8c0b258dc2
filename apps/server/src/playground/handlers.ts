import {
  CLEAR_COMMAND,
  PLAYGROUND_LEAD_KEY,
  PLAYGROUND_MESSAGES_PER_DAY,
  PLAYGROUND_MESSAGES_PER_MINUTE,
} from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { followupWindow } from '../followup/hours.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, tooManyRequests } from '../http/errors.ts';
import type { Handlers, SuccessBody } from '../http/types.ts';
import { keepUnansweredQuestion } from '../knowledge/turnKnowledge.ts';
import {
  MSG_CONVERSATION_TEXT_REQUIRED,
  MSG_PLAYGROUND_CHANGED,
  MSG_PLAYGROUND_NOT_READY,
  MSG_PLAYGROUND_PER_DAY,
  MSG_PLAYGROUND_PER_MINUTE,
} from '../messages.ts';
import { modelLimitReached } from '../modelUsage/recordUsage.ts';
import { answerTurn } from '../runtime/turns/answerTurn.ts';
import { loadSalesContext, type SalesContext } from '../runtime/turns/turnContext.ts';
import { takePlaygroundMessage } from './limits.ts';
import { afterTurn, type PlaygroundSnapshot, playgroundHistory } from './playgroundTurn.ts';
import {
  claimPlayground,
  clearPlayground,
  readPlayground,
  releasePlayground,
  savePlayground,
} from './store.ts';

function toApi(
  snapshot: PlaygroundSnapshot,
  sales: SalesContext | undefined,
  modelLimitReached: boolean,
): SuccessBody<'getPlayground'> {
  return {
    pronto: sales !== undefined,
    modelo_limite_atingido: modelLimitReached,
    etapa: snapshot.position,
    total_etapas: sales?.steps.length ?? 0,
    pausado: snapshot.paused,
    // The reason is in `motivos` here; lines stored before the field existed lack it.
    mensagens: snapshot.messages.map((message) => ({ ...message, explicacao: message.explicacao ?? null })),
    motivos: [...snapshot.reasons],
  };
}

/**
 * "Testar agente": the account's own agent answering a test lead that lives only in playground_conversations.
 * Its answer comes from the runtime's own pipeline (answerTurn), on the catalogue as it is now; the gates that keep a real lead
 * from being answered (agent off, no connection, quota) do not apply, and nothing is counted, queued or sent.
 */
export function playgroundHandlers(deps: AppDeps) {
  const { db, clock } = deps;
  // Accounts whose Testar agente message this process is answering. A second one at the same time would lose
  // the claim anyway (409); refusing it here, before any query, keeps a burst of parallel calls from queueing
  // hundreds of statements in front of every other account's requests on the embedded database.
  const answering = new Set<number>();

  async function state(userId: number) {
    const [stored, sales] = await Promise.all([readPlayground(db, userId), loadSalesContext(db, userId)]);
    return toApi(stored.snapshot, sales, await modelLimitReached(db, deps.config, userId, clock()));
  }

  /**
   * Before the brain is asked (a model call is paid for): takes the conversation for this message (409 when it
   * changed or another message is being answered) and a place in the account's limits (429), both or neither.
   */
  async function admit(userId: number, version: number) {
    const now = clock();
    await db.transaction().execute(async (trx) => {
      // A claim left by a crashed request stops counting after twice the model's timeout.
      const staleMs = 2 * deps.config.llmTimeoutMs;
      if (!(await claimPlayground(trx, userId, version, now, staleMs)))
        throw conflict(MSG_PLAYGROUND_CHANGED);
      const full = await takePlaygroundMessage(trx, userId, now);
      if (full) {
        throw tooManyRequests(
          full.retryAfterSeconds,
          full.period === 'minuto'
            ? MSG_PLAYGROUND_PER_MINUTE(PLAYGROUND_MESSAGES_PER_MINUTE)
            : MSG_PLAYGROUND_PER_DAY(PLAYGROUND_MESSAGES_PER_DAY),
        );
      }
    });
  }

  /**
   * The agent's answer to the test lead, through the same pipeline as a lead's turn, on the catalogue as it is
   * now: the test lead is where its conversation is, waits for no one and never asked to be left alone.
   */
  async function decide(userId: number, sales: SalesContext, snapshot: PlaygroundSnapshot, text: string) {
    const answer = await answerTurn(deps, userId, {
      ...sales,
      position: snapshot.position,
      history: playgroundHistory(snapshot),
      leadMessages: [text],
      leadMedia: [],
      leadKey: `${userId}:${PLAYGROUND_LEAD_KEY}`,
      situation: {
        name: null,
        now: clock(),
        hours: await followupWindow(db, userId),
        waitingSince: null,
        waitingReason: null,
        doNotDisturbSince: null,
      },
    });
    await keepUnansweredQuestion(db, userId, answer.result.decision, [text], null);
    return { decision: answer.result.decision, plan: answer.plan, context: answer.context };
  }

  /** The message's turn: everything after the checks that need no query. */
  async function sendMessage(userId: number, text: string): Promise<SuccessBody<'sendPlaygroundMessage'>> {
    const sales = await loadSalesContext(db, userId);
    if (!sales) throw conflict(MSG_PLAYGROUND_NOT_READY);
    if (text.toLowerCase() === CLEAR_COMMAND) {
      await clearPlayground(db, userId, clock());
      return state(userId);
    }
    const { snapshot, version } = await readPlayground(db, userId);
    let answer: Parameters<typeof afterTurn>[1]['answer'];
    // After a pause the agent stays quiet, as it does for a paused lead, until the conversation restarts.
    if (!snapshot.paused) {
      await admit(userId, version);
      try {
        answer = await decide(userId, sales, snapshot, text);
      } catch (error) {
        await releasePlayground(db, userId, version);
        throw error;
      }
    }
    const next = afterTurn(snapshot, { text, now: clock(), ...(answer ? { answer } : {}) });
    if (!(await savePlayground(db, userId, next, version, clock()))) throw conflict(MSG_PLAYGROUND_CHANGED);
    return toApi(next, sales, await modelLimitReached(db, deps.config, userId, clock()));
  }

  return {
    getPlayground: async (request) => state(requireUser(request).id),

    resetPlayground: async (request) => {
      const userId = requireUser(request).id;
      await clearPlayground(db, userId, clock());
      return state(userId);
    },

    sendPlaygroundMessage: async (request) => {
      const userId = requireUser(request).id;
      const text = request.body.texto.trim();
      if (!text) throw badRequest(MSG_CONVERSATION_TEXT_REQUIRED);
      if (answering.has(userId)) throw conflict(MSG_PLAYGROUND_CHANGED);
      answering.add(userId);
      try {
        return await sendMessage(userId, text);
      } finally {
        answering.delete(userId);
      }
    },
  } satisfies Partial<Handlers>;
}
