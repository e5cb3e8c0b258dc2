import { GRAPH_MEDIA_MAX_BYTES, GRAPH_TIMEOUT_MS } from '../../../constants.ts';
import { serviceDeadline } from '../../../gateways/serviceDeadline.ts';
import { readCappedBytes } from '../../../http/cappedBody.ts';

/**
 * Meta's error codes the product acts on (Graph API error reference, WhatsApp Cloud API error codes): a rate
 * limit is retried later, a bad token asks the owner to reconnect, everything else is recorded on the message.
 */
export const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131056]);
export const AUTH_ERROR_CODES: ReadonlySet<number> = new Set([190, 0, 10, 200]);

/**
 * A failed Graph API call: Meta's error object ({message, type, code, error_subcode, error_data.details}), or
 * 'network' when it could not be reached or did not answer in time (the request may still have been taken).
 */
export class GraphApiError extends Error {
  readonly kind: 'rate_limit' | 'auth' | 'api' | 'network';
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly details: string | undefined;

  constructor(
    kind: GraphApiError['kind'],
    message: string,
    extra: { status?: number; code?: number; details?: string } = {},
  ) {
    super(message);
    this.name = 'GraphApiError';
    this.kind = kind;
    this.status = extra.status;
    this.code = extra.code;
    this.details = extra.details;
  }
}

export interface GraphApiOptions {
  /** WHATSAPP_CLOUD_GRAPH_URL (or the embedded Graph API's address). */
  readonly baseUrl: string;
  /** WHATSAPP_CLOUD_API_VERSION, e.g. v21.0. */
  readonly version: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** What GET /{phone-number-id} says about the number. */
export interface PhoneNumberInfo {
  readonly verifiedName: string;
  readonly displayPhone: string;
}

/** A downloaded media file. */
export interface MediaFile {
  readonly mimeType: string;
  readonly bytes: Buffer;
}

export interface GraphApi {
  phoneNumber(phoneNumberId: string, token: string): Promise<PhoneNumberInfo>;
  /** POST /{phone-number-id}/messages; answers the message's id (wamid). */
  sendMessage(phoneNumberId: string, token: string, body: object): Promise<string>;
  /** GET /{media-id} then its short-lived URL, both with the account's token; undefined when larger than allowed. */
  downloadMedia(mediaId: string, token: string): Promise<MediaFile | undefined>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Meta's error object as a GraphApiError, classified by its code. */
export function graphErrorOf(status: number, body: unknown): GraphApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'number' ? error.code : undefined;
  const message =
    typeof error.message === 'string' && error.message !== '' ? error.message : `HTTP ${status}`;
  const data = isRecord(error.error_data) ? error.error_data : {};
  const details = typeof data.details === 'string' ? data.details : undefined;
  const kind =
    code !== undefined && RATE_LIMIT_CODES.has(code)
      ? 'rate_limit'
      : status === 401 || (code !== undefined && AUTH_ERROR_CODES.has(code) && status < 500)
        ? 'auth'
        : 'api';
  return new GraphApiError(kind, message, {
    status,
    ...(code === undefined ? {} : { code }),
    ...(details === undefined ? {} : { details }),
  });
}

export function createGraphApi(options: GraphApiOptions): GraphApi {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/${options.version}`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? GRAPH_TIMEOUT_MS;

  async function call<T>(url: string, token: string, init: RequestInit, read: (r: Response) => Promise<T>) {
    const deadline = serviceDeadline(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
        signal: deadline.signal,
      });
      if (!response.ok) throw graphErrorOf(response.status, await readJson(response));
      return await read(response);
    } catch (error) {
      if (error instanceof GraphApiError) throw error;
      throw new GraphApiError('network', error instanceof Error ? error.message : String(error));
    } finally {
      deadline.clear();
    }
  }

  const json = async (response: Response) => {
    const body = await readJson(response);
    if (!isRecord(body)) throw new GraphApiError('api', 'resposta sem JSON', { status: response.status });
    return body;
  };

  return {
    async phoneNumber(phoneNumberId, token) {
      const url = `${base}/${encodeURIComponent(phoneNumberId)}?fields=verified_name,display_phone_number`;
      const body = await call(url, token, { method: 'GET' }, json);
      return {
        verifiedName: typeof body.verified_name === 'string' ? body.verified_name : '',
        displayPhone: typeof body.display_phone_number === 'string' ? body.display_phone_number : '',
      };
    },

    async sendMessage(phoneNumberId, token, message) {
      const url = `${base}/${encodeURIComponent(phoneNumberId)}/messages`;
      const body = await call(
        url,
        token,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) },
        json,
      );
      const first = Array.isArray(body.messages) ? body.messages[0] : undefined;
      if (!isRecord(first) || typeof first.id !== 'string') {
        throw new GraphApiError('api', 'resposta sem o id da mensagem', { status: 200 });
      }
      return first.id;
    },

    async downloadMedia(mediaId, token) {
      const info = await call(`${base}/${encodeURIComponent(mediaId)}`, token, { method: 'GET' }, json);
      if (typeof info.url !== 'string' || !/^https?:\/\//.test(info.url)) {
        throw new GraphApiError('api', 'mídia sem endereço', { status: 200 });
      }
      const mimeType = typeof info.mime_type === 'string' ? info.mime_type : 'application/octet-stream';
      if (typeof info.file_size === 'number' && info.file_size > GRAPH_MEDIA_MAX_BYTES) return undefined;
      const bytes = await call(info.url, token, { method: 'GET' }, (response) =>
        readCappedBytes(response, GRAPH_MEDIA_MAX_BYTES),
      );
      return bytes ? { mimeType, bytes } : undefined;
    },
  };
}
