import type {
  AdminUser,
  AdminUserInput,
  AdminUserOrder,
  AdminUserOrderDirection,
  AdminUserStatusFilter,
} from '@agente/api';
import { formatBrl, formatBrlField, formatPhoneBr, parseBrl } from '@agente/rules';
import {
  formatDate,
  formatInteger,
  toDateInputValue,
  type UserCardData,
  type UserEditField,
  type UserEditValues,
  type UserSort,
  type UserSortColumn,
} from '@agente/ui';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

export const STATUS_FILTERS = [
  'todos',
  'ativos',
  'inativos',
] as const satisfies readonly AdminUserStatusFilter[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The server's orders of the list, the default first, in the order of the table's columns. */
export const USER_ORDERS = [
  'nome',
  'email',
  'plano',
  'status',
  'expiracao',
] as const satisfies readonly AdminUserOrder[];
export type UserOrder = (typeof USER_ORDERS)[number];

/** The table's column for each server order: a header pressed asks the server for its order. */
const COLUMN_OF_ORDER = {
  nome: 'name',
  email: 'email',
  plano: 'plan',
  status: 'status',
  expiracao: 'expiration',
} as const satisfies Record<UserOrder, UserSortColumn>;

/** The list's first order: by name, A→Z. */
export const DEFAULT_SORT: UserSort = { column: 'name', direction: 'ascending' };

/** The order of a sort as the server's query takes it (`ordem`, `direcao`). */
export function serverOrder(sort: UserSort): { ordem: UserOrder; direcao: AdminUserOrderDirection } {
  const ordem = USER_ORDERS.find((order) => COLUMN_OF_ORDER[order] === sort.column) ?? 'nome';
  return { ordem, direcao: sort.direction === 'descending' ? 'desc' : 'asc' };
}

/** The sort a server order names, A→Z (the 'Ordenar por:' buttons). */
export const sortOf = (order: UserOrder): UserSort => ({
  column: COLUMN_OF_ORDER[order],
  direction: 'ascending',
});

/** Counters from a page reply: every account, the active and the inactive ones (search and filter aside). */
export const countersOf = (reply: { ativos: number; inativos: number }) => ({
  total: reply.ativos + reply.inativos,
  active: reply.ativos,
  inactive: reply.inativos,
});

/** Pages of the matching accounts; one at least, so the pager never reads 'Página 1 de 0'. */
export const pageCount = (reply: { total: number; por_pagina: number }) =>
  Math.max(1, Math.ceil(reply.total / reply.por_pagina));

/** ATIVO when expiration_acess exists and is on or after now. */
export function isActive(user: Pick<AdminUser, 'expiration_acess'>, now: number): boolean {
  if (!user.expiration_acess) return false;
  const expiry = new Date(user.expiration_acess).getTime();
  return !Number.isNaN(expiry) && expiry >= now;
}

const orNone = (value: string | null | undefined) => (value ? value : COPY.noValue);

export function toCardData(user: AdminUser, now: number): UserCardData {
  return {
    id: user.id,
    name: user.name,
    isActive: isActive(user, now),
    phone: user.user_phone ? formatPhoneBr(user.user_phone) : COPY.noValue,
    email: user.email,
    password: user.senha || null,
    renewal: orNone(user.renovation_date && formatDate(user.renovation_date)),
    expiration: orNone(user.expiration_acess && formatDate(user.expiration_acess)),
    notes: orNone(user.observacoes),
    planConversations: formatInteger(user.conversas_plano),
    planId: orNone(user.id_plan),
    planValue: user.valor_plan === null ? COPY.noValue : formatBrl(user.valor_plan, 'no-break'),
    planName: orNone(user.nome_plan),
    modelTokens: COPY.modelTokens(
      formatInteger(user.modelo_tokens_hoje),
      formatInteger(user.modelo_tokens_mes),
    ),
  };
}

export const EMPTY_USER_VALUES: UserEditValues = {
  name: '',
  user_phone: '',
  email: '',
  senha: '',
  renovation_date: '',
  expiration_acess: '',
  conversas_plano: '',
  id_plan: '',
  valor_plan: '',
  nome_plan: '',
  observacoes: '',
};

/** The edit form filled with an account; dates from the first 10 characters of the ISO date. */
export function toEditValues(user: AdminUser): UserEditValues {
  return {
    name: user.name,
    user_phone: user.user_phone ?? '',
    email: user.email,
    senha: user.senha ?? '',
    renovation_date: toDateInputValue(user.renovation_date),
    expiration_acess: toDateInputValue(user.expiration_acess),
    conversas_plano: String(user.conversas_plano),
    id_plan: user.id_plan ?? '',
    valor_plan: user.valor_plan === null ? '' : formatBrlField(user.valor_plan),
    nome_plan: user.nome_plan ?? '',
    observacoes: user.observacoes ?? '',
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const moneyOrNull = (value: string) => {
  const parsed = parseBrl(value);
  return parsed.status === 'ok' ? parsed.value : null;
};

export type UserFormErrors = Partial<Record<UserEditField, string>>;

/** The fields that cannot be sent as typed: a plan value that is ambiguous or not an amount. */
export function validateUserValues(values: UserEditValues): UserFormErrors {
  const valor = parseBrl(values.valor_plan);
  if (valor.status === 'ambiguous') return { valor_plan: COPY.errors.valorAmbiguous };
  if (valor.status === 'invalid') return { valor_plan: COPY.errors.valorInvalid };
  return {};
}

/** The whole edited account as the server takes it; an empty Senha keeps (or, new, generates) the password. */
export function toUserInput(values: UserEditValues): AdminUserInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    user_phone: textOrNull(values.user_phone),
    senha: values.senha === '' ? null : values.senha,
    renovation_date: textOrNull(values.renovation_date),
    expiration_acess: textOrNull(values.expiration_acess),
    observacoes: textOrNull(values.observacoes),
    conversas_plano: numberOrNull(values.conversas_plano),
    id_plan: textOrNull(values.id_plan),
    valor_plan: moneyOrNull(values.valor_plan),
    nome_plan: textOrNull(values.nome_plan),
  };
}

/** The panel's token login address for an account (docs/admin.md#customer-panel-link). */
export const impersonationLink = (origin: string, token: string) =>
  `${origin}/login?${new URLSearchParams({ token })}`;
