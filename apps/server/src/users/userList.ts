import type { components } from '@agente/api';
import { ADMIN_USER_ID, ADMIN_USERS_PAGE_SIZE } from '@agente/rules';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { UserRow } from '../auth/userView.ts';
import type { Db } from '../db/database.ts';
import { foldedContains, foldSearch } from '../db/foldedSearch.ts';
import type { Database } from '../db/schema.ts';

export type AdminUserOrder = components['schemas']['AdminUserOrder'];
export type AdminUserOrderDirection = components['schemas']['AdminUserOrderDirection'];
export type AdminUserStatusFilter = components['schemas']['AdminUserStatusFilter'];

export interface UsersFilter {
  /** Part of the name or e-mail; case and accents ignored. */
  search: string;
  status: AdminUserStatusFilter;
  now: Date;
}

export interface UsersPageQuery extends UsersFilter {
  page: number;
  order: AdminUserOrder;
  direction: AdminUserOrderDirection;
}

/** Active means an expiry on or after now (the panel's ATIVO badge). */
const isActive = (now: Date) => sql<boolean>`(expiration_acess is not null and expiration_acess >= ${now})`;

/** The accounts the search and status filter keep, as one condition; null when they keep every account. */
function matching({ search, status, now }: UsersFilter): RawBuilder<boolean> | null {
  const conditions: RawBuilder<boolean>[] = [];
  const term = foldSearch(search.trim());
  if (term !== '') {
    conditions.push(
      sql<boolean>`(${foldedContains(sql.ref('name'), term)} or ${foldedContains(sql.ref('email'), term)})`,
    );
  }
  if (status === 'ativos') conditions.push(isActive(now));
  if (status === 'inativos') conditions.push(sql<boolean>`not ${isActive(now)}`);
  return conditions.length === 0 ? null : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** The administrator runs the product; it is never one of the customers listed or counted. */
function customers<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
): SelectQueryBuilder<Database, 'users', O> {
  return query.where('id', '<>', ADMIN_USER_ID);
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  filter: UsersFilter,
): SelectQueryBuilder<Database, 'users', O> {
  const condition = matching(filter);
  return condition ? customers(query).where(condition) : customers(query);
}

/** Every matching account by id: the list as the panel read it before paging. */
export function listAllUsers(db: Db, filter: UsersFilter): Promise<UserRow[]> {
  return filtered(db.selectFrom('users').selectAll(), filter).orderBy('id').execute();
}

/** How many accounts match, and how many of all customers are active or not (the screen's counters), in one pass. */
export async function countUsers(db: Db, filter: UsersFilter) {
  const condition = matching(filter);
  const counts = await customers(db.selectFrom('users'))
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      (condition ? sql<string>`count(*) filter (where ${condition})` : eb.fn.countAll<string>()).as(
        'matching',
      ),
      sql<string>`count(*) filter (where ${isActive(filter.now)})`.as('ativos'),
    ])
    .executeTakeFirstOrThrow();
  const ativos = Number(counts.ativos);
  return { total: Number(counts.matching), ativos, inativos: Number(counts.all) - ativos };
}

/**
 * The column an order sorts on, written for the ascending direction; `nulls last` keeps accounts without the
 * value at the end whichever way the administrator sorts, where they read as missing rather than as extremes.
 */
function sortKey(order: AdminUserOrder, now: Date, direction: AdminUserOrderDirection): RawBuilder<unknown> {
  const way = direction === 'desc' ? sql`desc` : sql`asc`;
  if (order === 'expiracao') return sql`expiration_acess ${way} nulls last`;
  if (order === 'plano') return sql`nome_plan ${way} nulls last`;
  if (order === 'email') return sql`email ${way}`;
  // Active first when ascending (true sorts after false, hence the flipped word).
  if (order === 'status') return sql`${isActive(now)} ${direction === 'desc' ? sql`asc` : sql`desc`}`;
  return sql`name ${way}`;
}

/**
 * One page of matching accounts in the chosen order and direction; ties by name A→Z, then id, so that pages
 * never repeat or skip one.
 */
export function listUsersPage(db: Db, query: UsersPageQuery): Promise<UserRow[]> {
  let ordered = filtered(db.selectFrom('users').selectAll(), query).orderBy(
    sortKey(query.order, query.now, query.direction),
  );
  if (query.order !== 'nome') ordered = ordered.orderBy('name');
  return ordered
    .orderBy('id')
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE)
    .execute();
}
