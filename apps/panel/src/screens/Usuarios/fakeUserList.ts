import type { Handler, RecordedCall, Schemas } from '../../testing/fakeApi.ts';
import { isActive } from './userAccounts.ts';

type Account = Schemas['AdminUser'];

/** Page size of the fake server, as the real one (9 cards). */
const PER_PAGE = 9;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const byName = (a: Account, b: Account) => a.name.localeCompare(b.name, 'pt-BR');
const byText = (value: (account: Account) => string | null) => (a: Account, b: Account) =>
  (value(a) ?? '').localeCompare(value(b) ?? '', 'pt-BR');
const byExpiry = (a: Account, b: Account) =>
  Date.parse(a.expiration_acess ?? '') - Date.parse(b.expiration_acess ?? '');

/** The column an order sorts on, ascending; accounts without the value are put last apart from it. */
function columnOf(order: string | null, now: number): (a: Account, b: Account) => number {
  if (order === 'email') return byText((account) => account.email);
  if (order === 'plano') return byText((account) => account.nome_plan);
  if (order === 'expiracao') return byExpiry;
  if (order === 'status') return (a, b) => Number(isActive(b, now)) - Number(isActive(a, now));
  return byName;
}

const missing = (order: string | null) => (account: Account) =>
  (order === 'plano' && account.nome_plan === null) || (order === 'expiracao' && !account.expiration_acess);

/** As the server sorts: `direcao=desc` turns the column around, those without the value stay last, ties by name. */
function sorter(order: string | null, direction: string | null, now: number) {
  const column = columnOf(order, now);
  const sign = direction === 'desc' ? -1 : 1;
  const isMissing = missing(order);
  return (a: Account, b: Account) =>
    Number(isMissing(a)) - Number(isMissing(b)) ||
    (isMissing(a) ? 0 : sign * column(a, b)) ||
    byName(a, b) ||
    a.id - b.id;
}

function matching(accounts: readonly Account[], { query }: RecordedCall, now: number) {
  const search = fold(query.get('busca')?.trim() ?? '');
  const status = query.get('status') ?? 'todos';
  return accounts.filter((account) => {
    if (status !== 'todos' && isActive(account, now) !== (status === 'ativos')) return false;
    return search === '' || fold(account.name).includes(search) || fold(account.email).includes(search);
  });
}

/**
 * GET /api/usuarios/list as the server answers it: search, status filter, order and direction applied, one page of 9 when
 * `page` is sent (every match by id without it), with the counts. `accounts` is read on every call, so a test can
 * change it as the server's data would change.
 */
export function fakeUserList(accounts: () => readonly Account[]): Handler {
  return (call) => {
    const now = Date.now();
    const all = accounts();
    const found = matching(all, call, now);
    const ativos = all.filter((account) => isActive(account, now)).length;
    const counts = { total: found.length, ativos, inativos: all.length - ativos, por_pagina: PER_PAGE };
    const page = call.query.get('page');
    if (page === null) return { body: { usuarios: [...found].sort((a, b) => a.id - b.id), ...counts } };
    const start = (Number(page) - 1) * PER_PAGE;
    const sorted = [...found].sort(sorter(call.query.get('ordem'), call.query.get('direcao'), now));
    return { body: { usuarios: sorted.slice(start, start + PER_PAGE), ...counts } };
  };
}
