import type { Kysely } from 'kysely';
import { deleteProductRow, type ProductScope } from '../content/ownedProduct.ts';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database>;

export interface OfferRow {
  id: number;
  nome_oferta: string | null;
  preco: number;
  link: string;
}

/** What is written: the price already rounded to cents, as numeric text ('97.90'). */
export interface OfferFields {
  nome_oferta: string | null;
  preco: string;
  link: string;
}

const COLUMNS = ['id', 'nome_oferta', 'preco', 'link'] as const;

// numeric is parsed to a number by both drivers (src/db/database.ts); Number() keeps that a guarantee here.
const asOffer = (row: OfferRow): OfferRow => ({ ...row, preco: Number(row.preco) });

export async function listOffers(db: Executor, { userId, productId }: ProductScope): Promise<OfferRow[]> {
  const rows = await db
    .selectFrom('offers')
    .select(COLUMNS)
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(asOffer);
}

export async function insertOffer(db: Executor, scope: ProductScope, fields: OfferFields): Promise<OfferRow> {
  const row = await db
    .insertInto('offers')
    .values({ user_id: scope.userId, product_id: scope.productId, ...fields })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asOffer(row);
}

export async function updateOffer(
  db: Executor,
  scope: ProductScope,
  id: number,
  fields: OfferFields,
  now: Date,
): Promise<OfferRow | undefined> {
  const row = await db
    .updateTable('offers')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('product_id', '=', scope.productId)
    .where('user_id', '=', scope.userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && asOffer(row);
}

export async function offerExists(db: Executor, scope: ProductScope, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where('id', '=', id)
    .where('product_id', '=', scope.productId)
    .where('user_id', '=', scope.userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function deleteOffer(db: Executor, scope: ProductScope, id: number): Promise<boolean> {
  return deleteProductRow(db, 'offers', scope, id);
}
