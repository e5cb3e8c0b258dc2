import type { MediaType } from '@agente/api';
import { MEDIA_TITLE_MAX_LENGTH } from '@agente/rules';
import { MAX_ROW_ID } from '../constants.ts';
import { badRequest } from '../http/errors.ts';
import {
  MSG_MEDIA_KIND_UNSUPPORTED,
  MSG_MEDIA_PRODUCT_REQUIRED,
  MSG_MEDIA_TITLE_REQUIRED,
  MSG_MEDIA_TITLE_TOO_LONG,
} from '../messages.ts';

/** Text fields of the upload form (tipo, titulo, id_produto), as received. */
export interface RawUploadFields {
  titulo?: string;
  tipo?: string;
  id_produto?: string;
}

export const UPLOAD_FIELD_NAMES = ['titulo', 'tipo', 'id_produto'] as const;

export interface UploadFields {
  readonly titulo: string;
  readonly productId: number;
  readonly tipo: MediaType;
}

const MEDIA_TYPES: readonly MediaType[] = ['imagem', 'video', 'audio', 'pdf'];
const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** A media title as stored: trimmed, required, at most 150 characters (the same rule for upload and rename). */
export function mediaTitle(raw: string | undefined): string {
  const titulo = raw?.trim() ?? '';
  if (titulo === '') throw badRequest(MSG_MEDIA_TITLE_REQUIRED);
  if (titulo.length > MEDIA_TITLE_MAX_LENGTH) throw badRequest(MSG_MEDIA_TITLE_TOO_LONG);
  return titulo;
}

/**
 * Multipart bodies are not validated by AJV (the contract's schema cannot see a stream), so the upload's text
 * fields are checked here with the contract's messages, in the order the form shows them.
 */
export function parseUploadFields(raw: RawUploadFields): UploadFields {
  const titulo = mediaTitle(raw.titulo);
  const productText = raw.id_produto?.trim() ?? '';
  const productId = /^\d{1,10}$/.test(productText) ? Number(productText) : 0;
  if (productId < 1 || productId > MAX_ROW_ID) throw badRequest(MSG_MEDIA_PRODUCT_REQUIRED);
  const tipo = raw.tipo?.trim() ?? '';
  if (!isMediaType(tipo)) throw badRequest(MSG_MEDIA_KIND_UNSUPPORTED);
  return { titulo, productId, tipo };
}

export const hasEveryUploadField = (raw: RawUploadFields) =>
  UPLOAD_FIELD_NAMES.every((name) => raw[name] !== undefined);
