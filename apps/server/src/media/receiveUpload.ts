import { MEDIA_MAX_BYTES } from '@agente/rules';
import type { FastifyRequest } from 'fastify';
import { badRequest, ERROR_CODES, HttpError } from '../http/errors.ts';
import {
  MSG_MEDIA_FILE_REQUIRED,
  MSG_MEDIA_ONE_FILE,
  MSG_MEDIA_TOO_LARGE,
  MSG_MEDIA_TYPE_NOT_ALLOWED,
  MSG_STORAGE_FULL,
} from '../messages.ts';
import { formatOfFileName, type MediaFormat } from './fileFormats.ts';
import { type MediaStorage, newMediaFileName } from './storage.ts';
import {
  hasEveryUploadField,
  type RawUploadFields,
  UPLOAD_FIELD_NAMES,
  type UploadFields,
} from './uploadFields.ts';
import { guardUpload, UploadRejected } from './uploadStream.ts';

export interface StoredUpload {
  readonly fields: UploadFields;
  readonly fileName: string;
  readonly format: MediaFormat;
  readonly bytes: number;
}

/** Parses and authorises the text fields (throws the 400/404 to answer). */
export type FieldsCheck = (raw: RawUploadFields) => Promise<UploadFields>;

/** The rest of the request body is left unread: the connection closes after the answer instead of draining it. */
const CLOSE = { connection: 'close' } as const;

const FILE_FIELD = 'arquivo';

/** 413 ARMAZENAMENTO_ESGOTADO: the account's stored media leave no room for this file. */
export const storageFull = () => new HttpError(413, MSG_STORAGE_FULL, ERROR_CODES.storageFull, CLOSE);

function uploadError(error: unknown, spaceLeft: number): unknown {
  if (error instanceof UploadRejected) {
    // Reading stopped at the smaller of the two limits: past the space left, that is what to tell the user.
    if (error.reason === 'too_large' && spaceLeft < MEDIA_MAX_BYTES) return storageFull();
    if (error.reason === 'too_large')
      return new HttpError(413, MSG_MEDIA_TOO_LARGE, ERROR_CODES.payloadTooLarge, CLOSE);
    if (error.reason === 'empty') return badRequest(MSG_MEDIA_FILE_REQUIRED);
    return new HttpError(400, MSG_MEDIA_TYPE_NOT_ALLOWED, ERROR_CODES.validation, CLOSE);
  }
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, MSG_MEDIA_TOO_LARGE, ERROR_CODES.payloadTooLarge, CLOSE);
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(400, MSG_MEDIA_ONE_FILE, ERROR_CODES.validation, CLOSE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(MSG_MEDIA_FILE_REQUIRED);
  return error;
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // discard: an empty file input or a field we do not know
  }
}

/**
 * Reads the upload form (fields then file, as the panel sends them) and stores the file through `storage`:
 * fields that arrive before the file are checked before a byte is stored; the file's extension and leading bytes
 * must agree; reading stops at the size limit or at the account's space left, whichever is smaller. On any
 * refusal nothing stays stored.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  checkFields: FieldsCheck,
  spaceLeft: number,
): Promise<StoredUpload> {
  if (!request.isMultipart()) throw badRequest(MSG_MEDIA_FILE_REQUIRED);
  const raw: RawUploadFields = {};
  let checked: UploadFields | undefined;
  let stored: { fileName: string; format: MediaFormat; bytes: number } | undefined;
  try {
    const parts = request.parts({
      // One byte over the limit is enough to know the file is too large.
      limits: { fileSize: MEDIA_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 4_096, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const name = UPLOAD_FIELD_NAMES.find((known) => known === part.fieldname);
        if (name && typeof part.value === 'string') raw[name] = part.value;
        continue;
      }
      if (part.fieldname !== FILE_FIELD || !part.filename || stored) {
        if (stored) throw new HttpError(400, MSG_MEDIA_ONE_FILE, ERROR_CODES.validation, CLOSE);
        await drain(part.file);
        continue;
      }
      if (hasEveryUploadField(raw)) checked = await checkFields(raw);
      const format = formatOfFileName(part.filename);
      if (!format) throw new HttpError(400, MSG_MEDIA_TYPE_NOT_ALLOWED, ERROR_CODES.validation, CLOSE);
      const fileName = newMediaFileName(format.extension);
      const maxBytes = Math.min(MEDIA_MAX_BYTES, spaceLeft);
      const bytes = await storage.write(fileName, guardUpload(part.file, format, { maxBytes }));
      stored = { fileName, format, bytes };
    }
    checked ??= await checkFields(raw);
    if (!stored) throw badRequest(MSG_MEDIA_FILE_REQUIRED);
    return { ...stored, fields: checked };
  } catch (error) {
    if (stored) await storage.remove(stored.fileName);
    throw uploadError(error, spaceLeft);
  }
}
