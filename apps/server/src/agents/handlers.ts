import type { components } from '@agente/api';
import { normalizePhoneBr } from '@agente/rules';
import {
  AGENT_DEFAULT_MEDIA_MESSAGE,
  AGENT_DEFAULT_OPTOUT_MESSAGE,
  AGENT_DEFAULT_PAUSE_MESSAGE,
} from '../constants.ts';
import { requireOwnedProduct } from '../content/ownedProduct.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_AGENT_EXISTS,
  MSG_AGENT_NOT_FOUND,
  MSG_AGENT_PHONE_INVALID,
  MSG_NAME_REQUIRED,
} from '../messages.ts';
import { type AgentFields, type AgentRow, findAgent, insertAgent, updateAgent } from './queries.ts';

type Agent = components['schemas']['Agent'];
type AgentInput = components['schemas']['AgentInput'];

function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    nome: row.nome,
    sexo: row.sexo as Agent['sexo'],
    idade: row.idade,
    tom_de_voz: row.tom_de_voz as Agent['tom_de_voz'],
    objetivo: row.objetivo as Agent['objetivo'],
    id_produto: row.id_produto,
    nunca_fazer: row.nunca_fazer,
    phone_treinamento: row.phone_treinamento,
    mensagem_pausa: row.mensagem_pausa,
    mensagem_midia: row.mensagem_midia,
    mensagem_optout: row.mensagem_optout,
    status: row.status,
  };
}

/** The agent's fields as stored: trimmed name, phone as 55 + digits, default pause, media and opt-out replies when blank. */
async function agentValues(db: Db, userId: number, input: AgentInput): Promise<AgentFields> {
  const nome = input.nome.trim();
  if (!nome) throw badRequest(MSG_NAME_REQUIRED);
  const rawPhone = input.phone_treinamento?.trim() ?? '';
  let phone = '';
  if (rawPhone !== '') {
    const normalized = normalizePhoneBr(rawPhone);
    if (!normalized) throw badRequest(MSG_AGENT_PHONE_INVALID);
    phone = normalized;
  }
  const productId = input.id_produto ?? null;
  if (productId !== null) await requireOwnedProduct(db, userId, productId);
  return {
    nome,
    sexo: input.sexo,
    idade: input.idade,
    tom_de_voz: input.tom_de_voz,
    objetivo: input.objetivo,
    id_produto: productId,
    nunca_fazer: input.nunca_fazer?.trim() ?? '',
    phone_treinamento: phone,
    mensagem_pausa: input.mensagem_pausa?.trim() || AGENT_DEFAULT_PAUSE_MESSAGE,
    mensagem_midia: input.mensagem_midia?.trim() || AGENT_DEFAULT_MEDIA_MESSAGE,
    mensagem_optout: input.mensagem_optout?.trim() || AGENT_DEFAULT_OPTOUT_MESSAGE,
  };
}

export function agentsHandlers(deps: AppDeps) {
  const { db, clock } = deps;

  return {
    getAgent: async (request) => {
      const user = requireUser(request);
      const row = await findAgent(db, user.id);
      return { agent: row ? toAgent(row) : null };
    },

    createAgent: async (request, reply) => {
      const user = requireUser(request);
      if (await findAgent(db, user.id)) throw conflict(MSG_AGENT_EXISTS);
      const values = await agentValues(db, user.id, request.body);
      // one agent per user: a concurrent create loses on the unique user_id and gets the same 409
      const row = await insertAgent(db, user.id, values, clock());
      if (!row) throw conflict(MSG_AGENT_EXISTS);
      reply.code(201);
      return { agent: toAgent(row) };
    },

    updateAgent: async (request) => {
      const user = requireUser(request);
      const values = await agentValues(db, user.id, request.body);
      const row = await updateAgent(db, user.id, values, clock());
      if (!row) throw notFound(MSG_AGENT_NOT_FOUND);
      return { agent: toAgent(row) };
    },

    setAgentStatus: async (request) => {
      const user = requireUser(request);
      const row = await updateAgent(db, user.id, { status: request.body.status }, clock());
      if (!row) throw notFound(MSG_AGENT_NOT_FOUND);
      return { agent: toAgent(row) };
    },
  } satisfies Partial<Handlers>;
}
