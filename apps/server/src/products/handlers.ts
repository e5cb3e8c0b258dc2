import type { components } from '@agente/api';
import { OTHER_PRODUCT_CATEGORY, otherCategoryText } from '@agente/rules';
import { optionalText } from '../content/optionalText.ts';
import { requireOwnedProduct } from '../content/ownedProduct.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, ERROR_CODES, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_PRODUCT_DELETE_BLOCKED,
  MSG_PRODUCT_DELETED,
  MSG_PRODUCT_NAME_REQUIRED,
  MSG_PRODUCT_NOT_FOUND,
  MSG_PRODUCT_OTHER_CATEGORY_REQUIRED,
} from '../messages.ts';
import {
  countProductRows,
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  type ProductFields,
  type ProductView,
  updateProduct,
} from './queries.ts';

type Product = components['schemas']['Product'];
type ProductInput = components['schemas']['ProductInput'];

function toProduct(row: ProductView): Product {
  return {
    id: row.id,
    nome_produto: row.nome_produto,
    categoria: row.categoria as Product['categoria'],
    categoria_outra: row.categoria_outra,
    garantia: row.garantia,
    forma_pagamento: row.forma_pagamento,
    descricao: row.descricao,
  };
}

function productValues(input: ProductInput): ProductFields {
  const nome = input.nome_produto.trim();
  if (!nome) throw badRequest(MSG_PRODUCT_NAME_REQUIRED);
  // "Outros" alone says nothing about the product; another category drops the words kept for "Outros".
  const categoriaOutra = otherCategoryText(input.categoria, input.categoria_outra);
  if (input.categoria === OTHER_PRODUCT_CATEGORY && categoriaOutra === null) {
    throw badRequest(MSG_PRODUCT_OTHER_CATEGORY_REQUIRED);
  }
  return {
    nome_produto: nome,
    categoria: input.categoria,
    categoria_outra: categoriaOutra,
    garantia: optionalText(input.garantia),
    forma_pagamento: optionalText(input.forma_pagamento),
    descricao: optionalText(input.descricao),
  };
}

export function productsHandlers(deps: AppDeps) {
  const { db, clock } = deps;

  return {
    listProducts: async (request) => {
      const user = requireUser(request);
      const rows = await listProducts(db, user.id);
      return { products: rows.map(toProduct) };
    },

    createProduct: async (request, reply) => {
      const user = requireUser(request);
      const row = await insertProduct(db, user.id, productValues(request.body), clock());
      reply.code(201);
      return { product: toProduct(row) };
    },

    getProduct: async (request) => {
      const user = requireUser(request);
      const row = await findProduct(db, user.id, request.params.id);
      if (!row) throw notFound(MSG_PRODUCT_NOT_FOUND);
      return { product: toProduct(row) };
    },

    updateProduct: async (request) => {
      const user = requireUser(request);
      const row = await updateProduct(db, user.id, request.params.id, productValues(request.body), clock());
      if (!row) throw notFound(MSG_PRODUCT_NOT_FOUND);
      return { product: toProduct(row) };
    },

    /** What the delete dialog must tell before asking: what blocks the delete, and the offers that go with it. */
    getProductDependencies: async (request) => {
      const user = requireUser(request);
      const productId = request.params.id;
      await requireOwnedProduct(db, user.id, productId);
      const count = (table: 'medias' | 'flow_steps' | 'objections' | 'offers', column: string) =>
        countProductRows(db, productId, table, column);
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
        const deleted = await deleteProduct(db, user.id, request.params.id);
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
