import type { ObjectionStatus } from '@agente/api';
import type { Kysely } from 'kysely';
import { deleteProductRow, type ProductScope } from '../content/ownedProduct.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

export interface ObjectionFields {
  pergunta: string;
  resposta: string;
  status: ObjectionStatus;
}

export interface ObjectionRow extends ObjectionFields {
  id: number;
}

const COLUMNS = ['id', 'pergunta', 'resposta', 'status'] as const;

export function listObjections(db: Executor, { userId, productId }: ProductScope): Promise<ObjectionRow[]> {
  return db
    .selectFrom('objections')
    .select(COLUMNS)
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countObjections(db: Executor, { userId, productId }: ProductScope): Promise<number> {
  const { count } = await db
    .selectFrom('objections')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function insertObjection(
  db: Executor,
  scope: ProductScope,
  fields: ObjectionFields,
): Promise<ObjectionRow> {
  return db
    .insertInto('objections')
    .values({ user_id: scope.userId, product_id: scope.productId, ...fields })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateObjection(
  db: Executor,
  scope: ProductScope,
  id: number,
  fields: ObjectionFields,
  now: Date,
): Promise<ObjectionRow | undefined> {
  return db
    .updateTable('objections')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('product_id', '=', scope.productId)
    .where('user_id', '=', scope.userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deleteObjection(db: Executor, scope: ProductScope, id: number): Promise<boolean> {
  return deleteProductRow(db, 'objections', scope, id);
}
