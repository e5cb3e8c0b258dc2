import { LEAD_TAGS_MAX } from '../constants.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_LEAD_TAG_DELETED,
  MSG_LEAD_TAG_DUPLICATE,
  MSG_LEAD_TAG_LIMIT,
  MSG_LEAD_TAG_NAME_REQUIRED,
  MSG_LEAD_TAG_NOT_FOUND,
} from '../messages.ts';
import { deleteLeadTag, insertLeadTag, listLeadTags, updateLeadTag } from './queries.ts';

/** A taken name (the unique index, whatever the case) is the owner's to fix: a 409 saying so, not a 500. */
async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG_LEAD_TAG_DUPLICATE);
    throw error;
  }
}

/** The lead tags the owner makes (name and colour, up to LEAD_TAGS_MAX): /api/etiquetas. */
export function leadTagHandlers({ db }: AppDeps) {
  /** The name as it will be stored: without surrounding spaces, never empty. */
  const nameOf = (raw: string) => {
    const nome = raw.trim();
    if (!nome) throw badRequest(MSG_LEAD_TAG_NAME_REQUIRED);
    return nome;
  };
  return {
    listLeadTags: async (request) => ({ etiquetas: await listLeadTags(db, requireUser(request).id) }),

    createLeadTag: async (request, reply) => {
      const userId = requireUser(request).id;
      const input = { nome: nameOf(request.body.nome), cor: request.body.cor };
      const created = await unlessNameTaken(() => insertLeadTag(db, userId, input, LEAD_TAGS_MAX));
      if (created === 'limit') throw badRequest(MSG_LEAD_TAG_LIMIT(LEAD_TAGS_MAX));
      reply.code(201);
      return { etiqueta: created };
    },

    updateLeadTag: async (request) => {
      const userId = requireUser(request).id;
      const input = { nome: nameOf(request.body.nome), cor: request.body.cor };
      const updated = await unlessNameTaken(() => updateLeadTag(db, userId, request.params.tagId, input));
      if (!updated) throw notFound(MSG_LEAD_TAG_NOT_FOUND);
      return { etiqueta: updated };
    },

    deleteLeadTag: async (request) => {
      if (!(await deleteLeadTag(db, requireUser(request).id, request.params.tagId))) {
        throw notFound(MSG_LEAD_TAG_NOT_FOUND);
      }
      return { message: MSG_LEAD_TAG_DELETED };
    },
  } satisfies Partial<Handlers>;
}
