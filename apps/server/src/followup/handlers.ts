import type { FollowupMessageInput } from '@agente/api';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_FOLLOWUP_DELETED,
  MSG_FOLLOWUP_HOURS_ORDER,
  MSG_FOLLOWUP_NOT_FOUND,
  MSG_FOLLOWUP_TEXT_REQUIRED,
} from '../messages.ts';
import { checkedTemplate } from './approvedTemplate.ts';
import { minuteOfDay } from './businessHours.ts';
import { followupWindow, saveFollowupWindow, windowToApi } from './hours.ts';
import {
  deleteFollowup,
  type FollowupFields,
  type FollowupRow,
  insertFollowup,
  listFollowups,
  updateFollowup,
} from './queries.ts';

function followupFields({ mensagem, tempo, status, modelo }: FollowupMessageInput): FollowupFields {
  const text = mensagem.trim();
  if (!text) throw badRequest(MSG_FOLLOWUP_TEXT_REQUIRED);
  return {
    mensagem: text,
    tempo,
    status,
    ...(modelo === undefined ? {} : { template: checkedTemplate(modelo) }),
  };
}

function found(row: FollowupRow | undefined): FollowupRow {
  if (!row) throw notFound(MSG_FOLLOWUP_NOT_FOUND);
  return row;
}

/** Follow-up messages of the account: /api/followup_mensagem (rules: docs/panel-screens.md#follow-up). */
export function followupHandlers({ db, clock }: AppDeps) {
  return {
    getFollowupHours: async (request) => windowToApi(await followupWindow(db, requireUser(request).id)),

    updateFollowupHours: async (request) => {
      const hours = request.body;
      if (minuteOfDay(hours.inicio) >= minuteOfDay(hours.fim)) throw badRequest(MSG_FOLLOWUP_HOURS_ORDER);
      return windowToApi(await saveFollowupWindow(db, requireUser(request).id, hours, clock()));
    },

    listFollowupMessages: async (request) => ({
      mensagens: await listFollowups(db, requireUser(request).id),
    }),

    createFollowupMessage: async (request, reply) => {
      const mensagem = await insertFollowup(db, requireUser(request).id, followupFields(request.body));
      reply.code(201);
      return { mensagem };
    },

    updateFollowupMessage: async (request) => {
      const fields = followupFields(request.body);
      return {
        mensagem: found(
          await updateFollowup(db, requireUser(request).id, request.params.id, fields, clock()),
        ),
      };
    },

    setFollowupMessageStatus: async (request) => {
      const fields = { status: request.body.status };
      return {
        mensagem: found(
          await updateFollowup(db, requireUser(request).id, request.params.id, fields, clock()),
        ),
      };
    },

    deleteFollowupMessage: async (request) => {
      if (!(await deleteFollowup(db, requireUser(request).id, request.params.id))) {
        throw notFound(MSG_FOLLOWUP_NOT_FOUND);
      }
      return { message: MSG_FOLLOWUP_DELETED };
    },
  } satisfies Partial<Handlers>;
}
