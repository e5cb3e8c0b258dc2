import type { components } from '@agente/api';
import { ADMIN_USER_ID } from '@agente/rules';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/coreTables.ts';

export type UserRow = Selectable<UsersTable>;
type User = components['schemas']['User'];

export function toIso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The contract's User (what login, GET and PUT /api/auth/me answer). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    user_phone: row.user_phone,
    expiration_acess: toIso(row.expiration_acess),
    renovation_date: toIso(row.renovation_date),
    conversas_unicas: row.conversas_unicas,
    conversas_plano: row.conversas_plano,
    mensagens_trocadas: row.mensagens_trocadas,
    id_plan: row.id_plan,
    nome_plan: row.nome_plan,
    is_admin: row.id === ADMIN_USER_ID,
    must_change_password: row.must_change_password,
  };
}
