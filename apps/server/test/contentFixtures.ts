import { randomBytes } from 'node:crypto';
import type { MediaType } from '@agente/api';
import type { Db } from '../src/db/database.ts';
import type { TestContext } from './harness.ts';

/** Shared set-up of the product-content suites (flow, objections, offers, disabled, follow-up, kanban). */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject with an optional bearer token and JSON body. */
export function caller(ctx: TestContext) {
  return (method: Method, url: string, token: string | undefined, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {}, ...(payload ? { payload } : {}) });
}

export async function insertProduct(db: Db, userId: number, nome_produto = 'Sérum Facial'): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      user_id: userId,
      nome_produto,
      categoria: 'Rejuvenescimento',
      garantia: null,
      forma_pagamento: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A media row as the upload would leave it (the file itself is irrelevant to the flow). */
export async function insertMedia(
  db: Db,
  userId: number,
  productId: number,
  tipo: MediaType = 'imagem',
): Promise<number> {
  const extension = { imagem: 'png', video: 'mp4', audio: 'mp3', pdf: 'pdf' }[tipo];
  const row = await db
    .insertInto('medias')
    .values({
      user_id: userId,
      id_produto: productId,
      titulo: `Mídia ${tipo}`,
      tipo,
      nome_arquivo: `${randomBytes(16).toString('hex')}.${extension}`,
      tamanho_bytes: 1_024,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer with one product of their own. */
export async function customerWithProduct(ctx: TestContext) {
  const { user, token } = await ctx.createCustomer();
  const productId = await insertProduct(ctx.db, user.id);
  return { user, token, productId };
}
