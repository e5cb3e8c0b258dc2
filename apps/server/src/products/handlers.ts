import type { components } from '@agente/api';
import { type Selectable, sql } from 'kysely';
import { requireOwnedProduct } from '../content/ownedProduct.ts';
import { compiledOnce } from '../db/compiledOnce.ts';
import type { ProductsTable } from '../db/coreTables.ts';
import { type Db, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, ERROR_CODES, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_PRODUCT_DELETE_BLOCKED,
  MSG_PRODUCT_DELETED,
  MSG_PRODUCT_NAME_REQUIRED,
  MSG_PRODUCT_NOT_FOUND,
} from '../messages.ts';

type Product = components['schemas']['Product'];
type ProductInput = components['schemas']['ProductInput'];

function toProduct(row: Selectable<ProductsTable>): Product {
  return {
    id: row.id,
    nome_produto: row.nome_produto,
    categoria: row.categoria as Product['categoria'],
    garantia: row.garantia,
    forma_pagamento: row.forma_pagamento,
  };
}

function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function productValues(input: ProductInput) {
  const nome = input.nome_produto.trim();
  if (!nome) throw badRequest(MSG_PRODUCT_NAME_REQUIRED);
  return {
    nome_produto: nome,
    categoria: input.categoria,
    garantia: optionalText(input.garantia),
    forma_pagamento: optionalText(input.forma_pagamento),
  };
}

const accountProducts = compiledOnce((db: Db, userId: number) =>
  db.selectFrom('products').selectAll().where('user_id', '=', userId).orderBy('id'),
);

export function productsHandlers(deps: AppDeps) {
  const { db, clock } = deps;

  return {
    listProducts: async (request) => {
      const user = requireUser(request);
      const rows = await accountProducts(db, user.id);
      return { products: rows.map(toProduct) };
    },

    createProduct: async (request, reply) => {
      const user = requireUser(request);
      const now = clock();
      const row = await db
        .insertInto('products')
        .values({ user_id: user.id, ...productValues(request.body), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { product: toProduct(row) };
    },

    getProduct: async (request) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw notFound(MSG_PRODUCT_NOT_FOUND);
      return { product: toProduct(row) };
    },

    updateProduct: async (request) => {
      const user = requireUser(request);
      const row = await db
        .updateTable('products')
        .set({ ...productValues(request.body), updated_at: clock() })
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(MSG_PRODUCT_NOT_FOUND);
      return { product: toProduct(row) };
    },

    /** What the delete dialog must tell before asking: what blocks the delete, and the offers that go with it. */
    getProductDependencies: async (request) => {
      const user = requireUser(request);
      const productId = request.params.id;
      await requireOwnedProduct(db, user.id, productId);
      const count = (table: 'medias' | 'flow_steps' | 'objections' | 'offers', column: string) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(sql.ref(column), '=', productId)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.total));
      const [midias, etapas, objecoes, ofertas] = await Promise.all([
        count('medias', 'id_produto'),
        count('flow_steps', 'product_id'),
        count('objections', 'product_id'),
        count('offers', 'product_id'),
      ]);
      return { midias, etapas, objecoes, ofertas };
    },

    /**
     * Offers go with the product (ON DELETE CASCADE), leads keep their history (SET NULL); media, flow steps
     * and objections block it (ON DELETE RESTRICT → 409 with code 23503).
     */
    deleteProduct: async (request) => {
      const user = requireUser(request);
      try {
        const deleted = await db
          .deleteFrom('products')
          .where('id', '=', request.params.id)
          .where('user_id', '=', user.id)
          .returning('id')
          .executeTakeFirst();
        if (!deleted) throw notFound(MSG_PRODUCT_NOT_FOUND);
      } catch (error) {
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
          throw conflict(MSG_PRODUCT_DELETE_BLOCKED, ERROR_CODES.foreignKey);
        }
        throw error;
      }
      return { message: MSG_PRODUCT_DELETED };
    },
  } satisfies Partial<Handlers>;
}
