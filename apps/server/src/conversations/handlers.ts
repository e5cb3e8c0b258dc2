import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_CONVERSATION_CURSOR_INVALID,
  MSG_CONVERSATION_NOT_CONNECTED,
  MSG_CONVERSATION_NOT_FOUND,
  MSG_CONVERSATION_READ_INVALID,
  MSG_CONVERSATION_TEXT_REQUIRED,
} from '../messages.ts';
import { changeLeadState } from '../runtime/conversation/leadState.ts';
import { listConversations } from './listConversations.ts';
import { conversationExists, readAgentState, readConversationPage } from './readConversation.ts';
import { markRead } from './readMarks.ts';
import { sendAsHuman } from './takeover.ts';
import { countWaiting, decodeWaitingCursor, listWaiting } from './waitingConversations.ts';

/** Message ids fit a bigint; the contract already allows digits only. */
function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const id = Number(cursor);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(MSG_CONVERSATION_CURSOR_INVALID);
  return id;
}

/** Each lead's transcript, the agent's pause for one lead, and the owner writing from the panel. */
export function conversationHandlers(deps: AppDeps) {
  const { db, clock } = deps;

  async function requireConversation(userId: number, phone: string) {
    if (!(await conversationExists(db, userId, phone))) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  }

  return {
    listConversations: async (request) => {
      const userId = requireUser(request).id;
      const before = decodeCursor(request.query.cursor);
      return listConversations(db, userId, {
        busca: request.query.busca ?? '',
        filtro: request.query.filtro ?? null,
        before,
      });
    },

    listWaitingConversations: async (request) => {
      const userId = requireUser(request).id;
      const { cursor } = request.query;
      const after = cursor === undefined ? null : decodeWaitingCursor(cursor);
      if (after === undefined) throw badRequest(MSG_CONVERSATION_CURSOR_INVALID);
      return listWaiting(db, userId, after);
    },

    countWaitingConversations: async (request) => ({
      total: await countWaiting(db, requireUser(request).id),
    }),

    getConversation: async (request) => {
      const userId = requireUser(request).id;
      const before = decodeCursor(request.query.cursor);
      await requireConversation(userId, request.params.phone);
      return readConversationPage(db, userId, request.params.phone, before, clock());
    },

    markConversationRead: async (request) => {
      const userId = requireUser(request).id;
      const { phone } = request.params;
      // The contract takes any integer; a message id fits a bigint and JavaScript's safe integers.
      if (!Number.isSafeInteger(request.body.ate)) throw badRequest(MSG_CONVERSATION_READ_INVALID);
      await requireConversation(userId, phone);
      return { nao_lidas: await markRead(db, userId, phone, request.body.ate) };
    },

    pauseConversation: async (request) => {
      const userId = requireUser(request).id;
      const { phone } = request.params;
      await requireConversation(userId, phone);
      // Pausing again keeps the original reason and time: the pause a person sees started then.
      const current = await readAgentState(db, userId, phone);
      if (!current.pausado) {
        await changeLeadState(db, userId, phone, { kind: 'pause', reason: 'comando' }, clock());
      }
      return { estado: await readAgentState(db, userId, phone) };
    },

    resumeConversation: async (request) => {
      const userId = requireUser(request).id;
      const { phone } = request.params;
      await requireConversation(userId, phone);
      await changeLeadState(db, userId, phone, { kind: 'release' }, clock());
      return { estado: await readAgentState(db, userId, phone) };
    },

    sendHumanMessage: async (request, reply) => {
      const userId = requireUser(request).id;
      const { phone } = request.params;
      const texto = request.body.texto.trim();
      if (!texto) throw badRequest(MSG_CONVERSATION_TEXT_REQUIRED);
      await requireConversation(userId, phone);
      const connection = await db
        .selectFrom('instance_connections')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!connection) throw conflict(MSG_CONVERSATION_NOT_CONNECTED);
      const mensagem = await sendAsHuman(deps, userId, phone, texto);
      reply.code(201);
      return { mensagem, estado: await readAgentState(db, userId, phone) };
    },
  } satisfies Partial<Handlers>;
}
