import { type Selectable, sql } from 'kysely';
import { compiledOnce } from '../db/compiledOnce.ts';
import type { ProductsTable } from '../db/coreTables.ts';
import type { Db } from '../db/database.ts';

export type ProductRow = Selectable<ProductsTable>;

/** The fields the account edits (name, category and its free text, guarantee, payment, description). */
export interface ProductFields {
  nome_produto: string;
  categoria: string;
  categoria_outra: string | null;
  garantia: string | null;
  forma_pagamento: string | null;
  descricao: string | null;
}

/** The columns a product is shown with; named rather than `*`, so the list's statement is prepared (db/compiledOnce.ts). */
const PRODUCT_VIEW_COLUMNS = [
  'id',
  'nome_produto',
  'categoria',
  'categoria_outra',
  'garantia',
  'forma_pagamento',
  'descricao',
] as const satisfies readonly (keyof ProductRow)[];

export type ProductView = Pick<ProductRow, (typeof PRODUCT_VIEW_COLUMNS)[number]>;

const accountProducts = compiledOnce((db: Db, userId: number) =>
  db.selectFrom('products').select(PRODUCT_VIEW_COLUMNS).where('user_id', '=', userId).orderBy('id'),
);

export function listProducts(db: Db, userId: number): Promise<ProductView[]> {
  return accountProducts(db, userId);
}

export function insertProduct(db: Db, userId: number, fields: ProductFields, now: Date): Promise<ProductRow> {
  return db
    .insertInto('products')
    .values({ user_id: userId, ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findProduct(db: Db, userId: number, productId: number): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function updateProduct(
  db: Db,
  userId: number,
  productId: number,
  fields: ProductFields,
  now: Date,
): Promise<ProductRow | undefined> {
  return db
    .updateTable('products')
    .set({ ...fields, updated_at: now })
    .where('id', '=', productId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Rows of `table` that belong to the product (the product is already checked to be the caller's). */
export function countProductRows(
  db: Db,
  productId: number,
  table: 'medias' | 'flow_steps' | 'objections' | 'offers',
  column: string,
): Promise<number> {
  return db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(sql.ref(column), '=', productId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.total));
}

/** True when a row went; a product still referenced by media, steps or objections throws the FK violation. */
export async function deleteProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('products')
    .where('id', '=', productId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
