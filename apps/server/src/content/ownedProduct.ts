import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledOnce.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { MSG_PRODUCT_NOT_FOUND } from '../messages.ts';

/**
 * Caller scope of every per-product query: the account and one of its products, checked to be theirs beforehand
 * (requireOwnedProduct) or, for the kanban reads, inside the same statement.
 */
export interface ProductScope {
  userId: number;
  productId: number;
}

/**
 * Guards for the per-product screens (flow, objections, offers, kanban): a product of another account, or one
 * that does not exist, answers 404 'Produto não encontrado.' and nothing about it.
 */
export async function requireOwnedProduct(
  db: Kysely<Database>,
  userId: number,
  productId: number,
): Promise<void> {
  const [product] = await ownedProduct(db, productId, userId);
  if (!product) throw notFound(MSG_PRODUCT_NOT_FOUND);
}

const ownedProduct = compiledOnce((db: Kysely<Database>, productId: number, userId: number) =>
  db.selectFrom('products').select('id').where('id', '=', productId).where('user_id', '=', userId),
);

/**
 * Same guard inside a transaction, holding the product row until it ends: writes that depend on a count
 * (15 steps, 50 objections) or on the positions of a flow then run one at a time per product. NO KEY keeps
 * inserts elsewhere that merely reference the product (media, offers) from waiting.
 */
export async function lockOwnedProduct(
  db: Kysely<Database>,
  userId: number,
  productId: number,
): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('user_id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!product) throw notFound(MSG_PRODUCT_NOT_FOUND);
}

/** The per-product tables whose rows the screens delete one at a time. */
type ProductRowTable = 'flow_steps' | 'objections' | 'offers';

/**
 * Deletes one row of a product's table (a flow step, an objection, an offer) when it belongs to the scope; says
 * whether there was one, so that a row of another product or account answers 404 like a missing one.
 */
export async function deleteProductRow(
  db: Kysely<Database>,
  table: ProductRowTable,
  scope: ProductScope,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('product_id', '=', scope.productId)
    .where('user_id', '=', scope.userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
