import { ApiError, apiErrorFromBody, networkError } from './errors.ts';
import { MESSAGES } from './messages.ts';
import type { components, operations } from './schema';

/** The path of the upload operation (openapi.yaml `uploadMedia`). */
export const MEDIA_UPLOAD_PATH = '/api/midias/upload';

type UploadReply = operations['uploadMedia']['responses'][201]['content']['application/json'];

/** What the media form collects; sent as multipart/form-data with these field names. */
export interface MediaUploadForm {
  /** The chosen file; its name goes with the part (the server keeps the extension). */
  arquivo: File;
  tipo: components['schemas']['MediaType'];
  titulo: string;
  id_produto: number;
}

/** Bytes sent so far; `percent` is 0–100, rounded down. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/** The small part of XMLHttpRequest the uploader uses, so tests can hand in a fake. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface MediaUploaderOptions {
  /** '' for same-origin, as for createApi. */
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized?: () => void;
  /** Builds the request; the browser's XMLHttpRequest by default (fetch cannot report upload progress). */
  createRequest?: () => UploadRequest;
}

export type UploadMedia = (
  form: MediaUploadForm,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) => Promise<UploadReply>;

function toFormData(form: MediaUploadForm): FormData {
  const data = new FormData();
  // Text fields first: the server reads them before it streams the file.
  data.append('tipo', form.tipo);
  data.append('titulo', form.titulo);
  data.append('id_produto', String(form.id_produto));
  data.append('arquivo', form.arquivo, form.arquivo.name);
  return data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('Envio cancelado', 'AbortError');
}

/**
 * `uploadMedia(form, onProgress, signal?)`: POST /api/midias/upload with upload progress, throwing
 * ApiError like every other call (no token → 'Token não encontrado' without a request; 401 →
 * onUnauthorized and the session-expired message). Aborting the signal aborts the request.
 */
export function createMediaUploader(options: MediaUploaderOptions): UploadMedia {
  const createRequest = options.createRequest ?? (() => new XMLHttpRequest());
  return (form, onProgress, signal) =>
    new Promise<UploadReply>((resolve, reject) => {
      const token = options.getToken();
      if (!token) {
        reject(new ApiError(401, 'SEM_TOKEN', MESSAGES.TOKEN_NOT_FOUND));
        return;
      }
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const request = createRequest();
      const onAbortSignal = () => request.abort();
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbortSignal);

      request.open('POST', `${options.baseUrl}${MEDIA_UPLOAD_PATH}`);
      request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Accept', 'application/json');
      request.upload.onprogress = (event) => {
        if (!onProgress || !event.lengthComputable || event.total <= 0) return;
        const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100));
        onProgress({ loaded: event.loaded, total: event.total, percent });
      };
      request.onload = () => {
        settle();
        const body = parseJson(request.responseText);
        if (request.status >= 200 && request.status < 300) {
          resolve(body as UploadReply);
          return;
        }
        if (request.status === 401) {
          options.onUnauthorized?.();
          reject(new ApiError(401, 'SESSAO_EXPIRADA', MESSAGES.SESSION_EXPIRED));
          return;
        }
        reject(apiErrorFromBody(request.status, body));
      };
      request.onerror = () => {
        settle();
        reject(networkError());
      };
      request.onabort = () => {
        settle();
        reject(abortError());
      };
      request.send(toFormData(form));
    });
}
