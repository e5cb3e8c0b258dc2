import { normalizePhoneBr } from '@agente/rules';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_DISABLED_DELETED,
  MSG_DISABLED_DUPLICATE,
  MSG_DISABLED_NOT_FOUND,
  MSG_DISABLED_PHONE_INVALID,
  MSG_DISABLED_PHONE_REQUIRED,
  MSG_NAME_REQUIRED,
} from '../messages.ts';
import {
  type DisabledNumberRow,
  deleteDisabledNumber,
  insertDisabledNumber,
  listDisabledNumbers,
} from './queries.ts';

const toApi = (row: DisabledNumberRow) => ({ ...row, data_hora: row.data_hora.toISOString() });

/** Numbers the agent must not answer: /api/desativados (rules: docs/panel-screens.md#desativados). */
export function disabledNumberHandlers({ db, clock }: AppDeps) {
  return {
    listDisabledNumbers: async (request) => {
      const rows = await listDisabledNumbers(db, requireUser(request).id);
      return { desativados: rows.map(toApi) };
    },

    createDisabledNumber: async (request, reply) => {
      const userId = requireUser(request).id;
      const name = request.body.name.trim();
      if (!name) throw badRequest(MSG_NAME_REQUIRED);
      if (!request.body.phone_block.trim()) throw badRequest(MSG_DISABLED_PHONE_REQUIRED);
      const phone = normalizePhoneBr(request.body.phone_block);
      if (!phone) throw badRequest(MSG_DISABLED_PHONE_INVALID);
      const row = await insertDisabledNumber(db, userId, { name, phone_block: phone, data_hora: clock() });
      if (!row) throw conflict(MSG_DISABLED_DUPLICATE);
      reply.code(201);
      return { desativado: toApi(row) };
    },

    deleteDisabledNumber: async (request) => {
      if (!(await deleteDisabledNumber(db, requireUser(request).id, request.params.id))) {
        throw notFound(MSG_DISABLED_NOT_FOUND);
      }
      return { message: MSG_DISABLED_DELETED };
    },
  } satisfies Partial<Handlers>;
}
