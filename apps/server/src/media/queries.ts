import type { components } from '@agente/api';
import type { Db } from '../db/database.ts';
import type { MediaKind } from '../db/integrationTables.ts';

export type Media = components['schemas']['Media'];

const MEDIA_COLUMNS = ['id', 'titulo', 'tipo', 'nome_arquivo', 'id_produto'] as const;

export function listProductMedia(db: Db, userId: number, productId: number): Promise<Media[]> {
  return db
    .selectFrom('medias')
    .select(MEDIA_COLUMNS)
    .where('user_id', '=', userId)
    .where('id_produto', '=', productId)
    .orderBy('id')
    .execute();
}

export function findMedia(db: Db, userId: number, mediaId: number): Promise<Media | undefined> {
  return db
    .selectFrom('medias')
    .select(MEDIA_COLUMNS)
    .where('id', '=', mediaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface NewMedia {
  readonly userId: number;
  readonly productId: number;
  readonly titulo: string;
  readonly tipo: MediaKind;
  readonly fileName: string;
  readonly bytes: number;
}

export function insertMedia(db: Db, media: NewMedia): Promise<Media> {
  return db
    .insertInto('medias')
    .values({
      user_id: media.userId,
      id_produto: media.productId,
      titulo: media.titulo,
      tipo: media.tipo,
      nome_arquivo: media.fileName,
      tamanho_bytes: media.bytes,
    })
    .returning(MEDIA_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function renameMedia(db: Db, userId: number, mediaId: number, titulo: string, now: Date) {
  return db
    .updateTable('medias')
    .set({ titulo, updated_at: now })
    .where('id', '=', mediaId)
    .where('user_id', '=', userId)
    .returning(MEDIA_COLUMNS)
    .executeTakeFirst();
}

export async function deleteMediaRow(db: Db, userId: number, mediaId: number): Promise<void> {
  await db.deleteFrom('medias').where('id', '=', mediaId).where('user_id', '=', userId).execute();
}

/** Bytes of media the account keeps stored, every product together (checked against MEDIA_STORAGE_QUOTA_BYTES). */
export async function storageUsed(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('medias')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('tamanho_bytes'), eb.lit(0)).as('used'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}
