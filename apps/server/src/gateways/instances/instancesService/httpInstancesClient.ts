import { CONNECTION_API_KEY_HEADER, CONNECTION_TIMEOUT_MS } from '../../../constants.ts';
import { MSG_CONNECTION_UNKNOWN_ERROR } from '../../../messages.ts';
import { serviceDeadline } from '../../serviceDeadline.ts';
import {
  type InstancesClient,
  InstancesServiceError,
  instanceName,
  type NewInstance,
  type QrConnection,
  toConnectionState,
} from '../instancesClient.ts';
import type { InstanceRef, OutgoingMessage, SendReceipt } from '../outgoingMessage.ts';

export interface HttpInstancesOptions {
  /** CONNECTION_SERVICE_URL (or the embedded simulator's address). */
  readonly baseUrl: string;
  /** CONNECTION_API_KEY, sent in a header and, as the contract asks, in the body of POST /instances. */
  readonly apiKey: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const HTTP_NOT_FOUND = 404;

/** The service's word for each kind of media (a PDF goes as a document, shown with its file name). */
const WIRE_MEDIA_TYPE = { imagem: 'image', video: 'video', audio: 'audio', pdf: 'document' } as const;

/** Body of POST /instances/{name}/messages, as the README documents it. */
export function messageBody(message: OutgoingMessage): Record<string, string> {
  if (message.kind === 'text') return { to: message.to, type: 'text', text: message.text };
  return {
    to: message.to,
    type: WIRE_MEDIA_TYPE[message.mediaType],
    url: message.url,
    ...(message.caption ? { caption: message.caption } : {}),
    ...(message.fileName ? { file_name: message.fileName } : {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The service's own words for an error: `message`, `error` or the status text. */
function serviceMessage(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return response.statusText || MSG_CONNECTION_UNKNOWN_ERROR;
}

export function createHttpInstancesClient(options: HttpInstancesOptions): InstancesClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CONNECTION_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ response: Response; body: unknown }> {
    const deadline = serviceDeadline(timeoutMs);
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          [CONNECTION_API_KEY_HEADER]: options.apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: deadline.signal,
      });
      return { response, body: await readJson(response) };
    } catch (error) {
      throw new InstancesServiceError('network', error instanceof Error ? error.message : String(error));
    } finally {
      deadline.clear();
    }
  }

  const instancePath = (instance: InstanceRef) => `/instances/${encodeURIComponent(instanceName(instance))}`;
  const apiError = (result: { response: Response; body: unknown }) =>
    new InstancesServiceError('api', serviceMessage(result.body, result.response), result.response.status);

  return {
    async status(instance) {
      const result = await call('GET', `${instancePath(instance)}/status`);
      // No instance for the number: nothing is connected.
      if (result.response.status === HTTP_NOT_FOUND) return 'disconnected';
      if (!result.response.ok) throw apiError(result);
      const body = result.body as { status?: unknown } | undefined;
      return toConnectionState(body?.status);
    },

    async create(instance: NewInstance): Promise<QrConnection> {
      const result = await call('POST', '/instances', {
        session_id: instanceName(instance),
        phone: instance.phone,
        webhook_url: instance.webhookUrl,
        api_key: options.apiKey,
      });
      if (!result.response.ok) throw apiError(result);
      const body = result.body as { qr_code?: unknown; status?: unknown } | undefined;
      if (typeof body?.qr_code !== 'string' || body.qr_code.trim() === '') {
        throw new InstancesServiceError('no_qr', 'resposta sem qr_code');
      }
      return {
        qr_code: body.qr_code,
        status: body.status === undefined ? 'pending' : toConnectionState(body.status),
      };
    },

    async remove(instance) {
      const result = await call('DELETE', instancePath(instance));
      if (result.response.status === HTTP_NOT_FOUND) return;
      if (!result.response.ok) throw apiError(result);
    },

    async send(instance, message): Promise<SendReceipt> {
      const result = await call('POST', `${instancePath(instance)}/messages`, messageBody(message));
      if (!result.response.ok) throw apiError(result);
      const id = (result.body as { message_id?: unknown } | undefined)?.message_id;
      return { providerMessageId: typeof id === 'string' && id !== '' ? id : undefined };
    },
  };
}
