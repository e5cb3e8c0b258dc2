import type { MediaType } from '@agente/api';
import {
  MEDIA_MAX_BYTES,
  MEDIA_TITLE_MAX_LENGTH,
  MEDIA_UPLOAD_EXTENSIONS,
  mediaTypeOfFileName,
} from '@agente/rules';
import { FLUXO_COPY } from '../fluxo.copy.ts';

const { errors: COPY } = FLUXO_COPY;

/** The accepted extensions, in the order the error message lists them. */
export const ACCEPTED_EXTENSIONS = MEDIA_UPLOAD_EXTENSIONS;

export interface UploadFormValues {
  file: File | null;
  title: string;
}

export type UploadFormErrors = Partial<Record<'file' | 'title', string>>;

// What the browser reports for a file it cannot name: the extension decides then.
const GENERIC_MIME_TYPES = new Set(['', 'application/octet-stream']);
const MIME_FAMILIES: readonly (readonly [string, MediaType])[] = [
  ['image/', 'imagem'],
  ['video/', 'video'],
  ['audio/', 'audio'],
  ['application/pdf', 'pdf'],
];

/**
 * The media type sent with the upload: the family of the file's MIME type, or its extension's when the browser
 * names none; null when the browser says the file is something else (text, archive…).
 */
export function mediaTypeOf(file: File): MediaType | null {
  if (GENERIC_MIME_TYPES.has(file.type)) {
    return mediaTypeOfFileName(file.name) ?? null;
  }
  return MIME_FAMILIES.find(([prefix]) => file.type.startsWith(prefix))?.[1] ?? null;
}

/**
 * A title from the file's name, for a seller who has not typed one: the name without its extension, within the
 * title's limit ("Depoimento da Ana.mp4" → "Depoimento da Ana").
 */
export function titleFromFileName(fileName: string): string {
  return fileName
    .trim()
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, MEDIA_TITLE_MAX_LENGTH)
    .trimEnd();
}

/** What is wrong with a chosen file (checked as soon as it is picked), or null. */
export function fileProblem(file: File): string | null {
  if (file.size > MEDIA_MAX_BYTES) return COPY.fileTooLarge;
  if (mediaTypeOfFileName(file.name) === undefined) return COPY.fileNotAllowed(ACCEPTED_EXTENSIONS);
  if (mediaTypeOf(file) === null) return COPY.typeUnsupported;
  return null;
}

/** One valid file (at most 20 MB, an accepted extension) and a title; the product is the screen's own. */
export function validateUpload(values: UploadFormValues): UploadFormErrors {
  const errors: UploadFormErrors = {};
  const problem = values.file ? fileProblem(values.file) : COPY.fileRequired;
  if (problem) errors.file = problem;
  if (!values.title.trim()) errors.title = COPY.titleRequired;
  return errors;
}
