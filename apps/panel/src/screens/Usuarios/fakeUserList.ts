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

const byName = (a: Account, b: Account) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id;
const expiry = (a: Account) =>
  a.expiration_acess ? Date.parse(a.expiration_acess) : Number.POSITIVE_INFINITY;

function sorter(order: string | null, now: number) {
  if (order === 'expiracao') return (a: Account, b: Account) => expiry(a) - expiry(b) || a.id - b.id;
  if (order === 'status')
    return (a: Account, b: Account) => Number(isActive(b, now)) - Number(isActive(a, now)) || byName(a, b);
  return byName;
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
 * GET /api/usuarios/list as the server answers it: search, status filter and order applied, one page of 9 when
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
    const sorted = [...found].sort(sorter(call.query.get('ordem'), now));
    return { body: { usuarios: sorted.slice(start, start + PER_PAGE), ...counts } };
  };
}
