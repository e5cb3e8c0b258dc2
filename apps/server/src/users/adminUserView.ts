import type { components } from '@agente/api';
import { toIso, type UserRow } from '../auth/userView.ts';
import type { AccountModelTokens } from '../modelUsage/accountUsage.ts';

type AdminUser = components['schemas']['AdminUser'];

/**
 * The administrator's card: the password is readable only while it is still the temporary one; the model's
 * tokens today and this month (zeros for an account just created).
 */
export function toAdminUser(row: UserRow, tokens: AccountModelTokens = { today: 0, month: 0 }): AdminUser {
  return {
    id: row.id,
    name: row.name,
    user_phone: row.user_phone,
    email: row.email,
    senha: row.must_change_password ? row.temp_password : null,
    renovation_date: toIso(row.renovation_date),
    expiration_acess: toIso(row.expiration_acess),
    observacoes: row.observacoes,
    conversas_plano: row.conversas_plano,
    id_plan: row.id_plan,
    valor_plan: row.valor_plan,
    nome_plan: row.nome_plan,
    must_change_password: row.must_change_password,
    modelo_tokens_hoje: tokens.today,
    modelo_tokens_mes: tokens.month,
  };
}
