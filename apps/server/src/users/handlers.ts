import type { components } from '@agente/api';
import { ADMIN_USERS_PAGE_SIZE, PASSWORD_MIN_LENGTH } from '@agente/rules';
import { generateTemporaryPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_EMAIL_IN_USE,
  MSG_EXPIRATION_DATE_INVALID,
  MSG_NAME_REQUIRED,
  MSG_RENOVATION_DATE_INVALID,
  MSG_TEMP_PASSWORD_TOO_SHORT,
  MSG_USER_NOT_FOUND,
} from '../messages.ts';
import { modelTokensOf } from '../modelUsage/accountUsage.ts';
import { applyDuePlanReviews } from '../plans/planReview.ts';
import { listAccountEvents } from './accountEvents.ts';
import { toAdminUser } from './adminUserView.ts';
import { namesStoredDay, parseAccountDate } from './dates.ts';
import { recordPlanChange } from './planChanges.ts';
import { emailTaken, findUserById, insertUser, updateUser } from './queries.ts';
import { countUsers, listAllUsers, listUsersPage } from './userList.ts';

type AdminUserInput = components['schemas']['AdminUserInput'];

/** Optional text: trimmed, '' → null; undefined stays undefined (field not sent = keep). */
function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function optionalDate(value: string | null | undefined, invalidMessage: string): Date | null | undefined {
  if (value === undefined) return undefined;
  const date = parseAccountDate(value);
  if (date === undefined) throw badRequest(invalidMessage);
  return date;
}

/** The account fields of the edit form, validated; undefined = not sent (kept as is on update). */
function accountFields(input: AdminUserInput) {
  const name = input.name.trim();
  if (!name) throw badRequest(MSG_NAME_REQUIRED);
  const phone = input.user_phone === undefined ? undefined : (input.user_phone ?? '').replace(/\D/g, '');
  return {
    name,
    email: input.email.trim().toLowerCase(),
    user_phone: phone === undefined ? undefined : phone === '' ? null : phone,
    renovation_date: optionalDate(input.renovation_date, MSG_RENOVATION_DATE_INVALID),
    expiration_acess: optionalDate(input.expiration_acess, MSG_EXPIRATION_DATE_INVALID),
    observacoes: optionalText(input.observacoes),
    conversas_plano: input.conversas_plano === undefined ? undefined : (input.conversas_plano ?? 0),
    id_plan: optionalText(input.id_plan),
    valor_plan: input.valor_plan,
    nome_plan: optionalText(input.nome_plan),
  };
}

/** A typed temporary password (senha filled in); '' or null = none typed. */
function typedTemporaryPassword(senha: string | null | undefined): string | undefined {
  if (senha === undefined || senha === null || senha === '') return undefined;
  if (senha.length < PASSWORD_MIN_LENGTH) throw badRequest(MSG_TEMP_PASSWORD_TOO_SHORT);
  return senha;
}

export function usersHandlers(deps: AppDeps) {
  const { db, clock, passwords } = deps;

  return {
    listUsers: async (request) => {
      requireAdmin(request);
      const now = clock();
      await applyDuePlanReviews(db, now);
      const { page, ordem = 'nome', direcao = 'asc', busca = '', status = 'todos' } = request.query;
      const filter = { search: busca, status, now };
      const [rows, counts] = await Promise.all([
        page === undefined
          ? listAllUsers(db, filter)
          : listUsersPage(db, { ...filter, page, order: ordem, direction: direcao }),
        countUsers(db, filter),
      ]);
      const tokensOf = await modelTokensOf(
        db,
        rows.map((row) => row.id),
        now,
      );
      return {
        usuarios: rows.map((row) => toAdminUser(row, tokensOf(row.id))),
        ...counts,
        por_pagina: ADMIN_USERS_PAGE_SIZE,
      };
    },

    createUser: async (request, reply) => {
      requireAdmin(request);
      const now = clock();
      const fields = accountFields(request.body);
      if (await emailTaken(db, fields.email)) throw conflict(MSG_EMAIL_IN_USE);
      const temporary = typedTemporaryPassword(request.body.senha) ?? generateTemporaryPassword();
      try {
        const row = await insertUser(db, {
          name: fields.name,
          email: fields.email,
          user_phone: fields.user_phone ?? null,
          renovation_date: fields.renovation_date ?? null,
          expiration_acess: fields.expiration_acess ?? null,
          observacoes: fields.observacoes ?? null,
          conversas_plano: fields.conversas_plano ?? 0,
          id_plan: fields.id_plan ?? null,
          valor_plan: fields.valor_plan ?? null,
          nome_plan: fields.nome_plan ?? null,
          password_hash: await passwords.hash(temporary),
          temp_password: temporary,
          must_change_password: true,
          created_at: now,
          updated_at: now,
        });
        reply.code(201);
        return { usuario: toAdminUser(row) };
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG_EMAIL_IN_USE);
        throw error;
      }
    },

    updateUser: async (request) => {
      const admin = requireAdmin(request);
      const now = clock();
      const current = await findUserById(db, request.params.id);
      if (!current) throw notFound(MSG_USER_NOT_FOUND);
      const fields = accountFields(request.body);
      if (namesStoredDay(request.body.renovation_date, current.renovation_date))
        fields.renovation_date = undefined;
      if (namesStoredDay(request.body.expiration_acess, current.expiration_acess)) {
        fields.expiration_acess = undefined;
      }
      if (fields.email !== current.email.toLowerCase() && (await emailTaken(db, fields.email, current.id))) {
        throw conflict(MSG_EMAIL_IN_USE);
      }
      // The card resends the temporary password it shows: only a different one is a new temporary password.
      const typed = typedTemporaryPassword(request.body.senha);
      const newTemporary =
        typed !== undefined && !(current.must_change_password && typed === current.temp_password)
          ? typed
          : undefined;
      try {
        const row = await db.transaction().execute(async (trx) => {
          const updated = await updateUser(trx, current.id, {
            ...fields,
            updated_at: now,
            ...(newTemporary === undefined
              ? {}
              : {
                  password_hash: await passwords.hash(newTemporary),
                  temp_password: newTemporary,
                  must_change_password: true,
                }),
          });
          await recordPlanChange(trx, { before: current, after: updated, adminId: admin.id, now });
          // a password reset by the administrator ends the account's open sessions (not the admin's own)
          if (newTemporary !== undefined) {
            await revokeUserSessions(
              trx,
              current.id,
              now,
              current.id === admin.id ? admin.sessionId : undefined,
            );
          }
          return updated;
        });
        const tokensOf = await modelTokensOf(db, [row.id], now);
        return { usuario: toAdminUser(row, tokensOf(row.id)) };
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG_EMAIL_IN_USE);
        throw error;
      }
    },

    listUserEvents: async (request) => {
      requireAdmin(request);
      const account = await findUserById(db, request.params.id);
      if (!account) throw notFound(MSG_USER_NOT_FOUND);
      return { eventos: await listAccountEvents(db, account) };
    },
  } satisfies Partial<Handlers>;
}
