import type { Db } from '../../src/db/database.ts';

/** A product of `userId`, straight in the database (products have their own tests). */
export async function insertProduct(db: Db, userId: number, nome = 'Produto de teste'): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      user_id: userId,
      nome_produto: nome,
      categoria: 'Outros',
      garantia: null,
      forma_pagamento: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A flow step of the product with the given stored text (markers included). */
export async function insertFlowStep(
  db: Db,
  userId: number,
  productId: number,
  posicao: number,
  texto: string,
) {
  await db
    .insertInto('flow_steps')
    .values({ user_id: userId, product_id: productId, posicao, texto })
    .execute();
}
