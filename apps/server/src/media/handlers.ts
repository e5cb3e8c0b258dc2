import { MEDIA_STORAGE_QUOTA_BYTES } from '../constants.ts';
import { lockOwnedProduct, requireOwnedProduct } from '../content/ownedProduct.ts';
import type { AppDeps } from '../deps.ts';
import { stepsUsingMedia } from '../flow/references.ts';
import { requireUser } from '../http/auth.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_MEDIA_DELETED,
  MSG_MEDIA_NOT_FOUND,
  MSG_MEDIA_UPLOADED,
  mediaInUseMessage,
} from '../messages.ts';
import {
  deleteMediaRow,
  findMedia,
  insertMedia,
  listProductMedia,
  renameMedia,
  storageUsed,
} from './queries.ts';
import { receiveUpload, storageFull } from './receiveUpload.ts';
import { mediaTitle, parseUploadFields } from './uploadFields.ts';

/** Code of the 409 answered when a flow step still shows the media. */
export const MEDIA_IN_USE_CODE = 'MIDIA_EM_USO';

export function mediaHandlers({ db, storage, clock, log }: AppDeps) {
  return {
    listMedia: async (request) => {
      const user = requireUser(request);
      await requireOwnedProduct(db, user.id, request.query.id_produto);
      return { medias: await listProductMedia(db, user.id, request.query.id_produto) };
    },

    uploadMedia: async (request, reply) => {
      const user = requireUser(request);
      // A full account is refused before a byte of the file is read.
      const spaceLeft = MEDIA_STORAGE_QUOTA_BYTES - (await storageUsed(db, user.id));
      if (spaceLeft <= 0) throw storageFull();
      const upload = await receiveUpload(
        request,
        storage,
        async (raw) => {
          const fields = parseUploadFields(raw);
          await requireOwnedProduct(db, user.id, fields.productId);
          return fields;
        },
        spaceLeft,
      );
      try {
        const media = await db.transaction().execute(async (trx) => {
          // Uploads running side by side each saw room for their own file: holding the account row makes the
          // last count and the insert one step, so together they never pass the quota (NO KEY UPDATE leaves the
          // foreign keys of other writes to the account free).
          await trx.selectFrom('users').select('id').where('id', '=', user.id).forNoKeyUpdate().execute();
          if ((await storageUsed(trx, user.id)) + upload.bytes > MEDIA_STORAGE_QUOTA_BYTES)
            throw storageFull();
          return insertMedia(trx, {
            userId: user.id,
            productId: upload.fields.productId,
            titulo: upload.fields.titulo,
            // The kind comes from the verified content, not from what the browser guessed.
            tipo: upload.format.kind,
            fileName: upload.fileName,
            bytes: upload.bytes,
          });
        });
        reply.code(201);
        return { media, message: MSG_MEDIA_UPLOADED };
      } catch (error) {
        await storage.remove(upload.fileName);
        throw error;
      }
    },

    renameMedia: async (request) => {
      const user = requireUser(request);
      const media = await renameMedia(
        db,
        user.id,
        request.params.mediaId,
        mediaTitle(request.body.titulo),
        clock(),
      );
      if (!media) throw notFound(MSG_MEDIA_NOT_FOUND);
      return { media };
    },

    deleteMedia: async (request) => {
      const user = requireUser(request);
      const media = await findMedia(db, user.id, request.params.mediaId);
      if (!media) throw notFound(MSG_MEDIA_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        // Holding the product row keeps a step from starting to use the media between the check and the delete.
        await lockOwnedProduct(trx, user.id, media.id_produto);
        const positions = await stepsUsingMedia(
          trx,
          { userId: user.id, productId: media.id_produto },
          media.id,
        );
        if (positions.length > 0) throw conflict(mediaInUseMessage(positions), MEDIA_IN_USE_CODE);
        await deleteMediaRow(trx, user.id, media.id);
      });
      try {
        await storage.remove(media.nome_arquivo);
      } catch (error) {
        // The row is gone, so nothing links to the file any more; an orphan file is only wasted space.
        log.warn({ err: error, file: media.nome_arquivo }, 'media file could not be deleted');
      }
      return { message: MSG_MEDIA_DELETED };
    },
  } satisfies Partial<Handlers>;
}
