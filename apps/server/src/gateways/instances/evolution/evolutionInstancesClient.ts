import { CONNECTION_TIMEOUT_MS } from '../../../constants.ts';
import { MSG_CONNECTION_UNKNOWN_ERROR } from '../../../messages.ts';
import { serviceDeadline } from '../../serviceDeadline.ts';
import {
  type InstancesClient,
  InstancesServiceError,
  instanceName,
  type QrConnection,
  toConnectionState,
} from '../instancesClient.ts';
import type { OutgoingMessage, SendReceipt } from '../outgoingMessage.ts';

/**
 * Evolution API v2 (followed: 2.3.6) behind the instances port. One instance per account, named as every
 * adapter names it; its webhook posts to the product's incoming address with the account's secret in the path.
 */
export interface EvolutionOptions {
  /** EVOLUTION_URL */
  readonly baseUrl: string;
  /** EVOLUTION_API_KEY: the server's global key, sent in the `apikey` header. */
  readonly apiKey: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** The events the product reads: messages in and out, delivery updates, and the connection's state. */
export const EVOLUTION_WEBHOOK_EVENTS = ['MESSAGES_UPSERT', 'MESSAGES_UPDATE', 'CONNECTION_UPDATE'] as const;

const HTTP_NOT_FOUND = 404;

/** Evolution's error body is `{status, error, response: {message: string | string[]}}`. */
function evolutionMessage(body: unknown, response: Response): string {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const inner = (record.response as { message?: unknown } | undefined)?.message;
  const isText = (part: unknown): part is string => typeof part === 'string' && part.trim() !== '';
  const words = Array.isArray(inner)
    ? inner.filter(isText).join('; ')
    : [inner, record.message, record.error].find(isText);
  return words || response.statusText || MSG_CONNECTION_UNKNOWN_ERROR;
}

/** Evolution's request for one outgoing message: path and body. */
export function evolutionSendRequest(message: OutgoingMessage): {
  path: string;
  body: Record<string, string>;
} {
  if (message.kind === 'text') return { path: 'sendText', body: { number: message.to, text: message.text } };
  if (message.mediaType === 'audio') {
    // Sent as a voice note, the way a person on the app sends audio.
    return { path: 'sendWhatsAppAudio', body: { number: message.to, audio: message.url } };
  }
  const mediatype =
    message.mediaType === 'imagem' ? 'image' : message.mediaType === 'pdf' ? 'document' : 'video';
  return {
    path: 'sendMedia',
    body: {
      number: message.to,
      mediatype,
      media: message.url,
      ...(message.mediaType === 'pdf' ? { mimetype: 'application/pdf' } : {}),
      ...(message.caption ? { caption: message.caption } : {}),
      ...(message.fileName ? { fileName: message.fileName } : {}),
    },
  };
}

export function createEvolutionInstancesClient(options: EvolutionOptions): InstancesClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? CONNECTION_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function call(method: string, path: string, body?: unknown) {
    const deadline = serviceDeadline(timeoutMs);
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          apikey: options.apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: deadline.signal,
      });
      const parsed: unknown = await response.json().catch(() => undefined);
      return { response, body: parsed };
    } catch (error) {
      throw new InstancesServiceError('network', error instanceof Error ? error.message : String(error));
    } finally {
      deadline.clear();
    }
  }
  const apiError = (result: { response: Response; body: unknown }) =>
    new InstancesServiceError('api', evolutionMessage(result.body, result.response), result.response.status);
  const named = (instance: { userId: number }) => encodeURIComponent(instanceName(instance));

  return {
    async status(instance) {
      const result = await call('GET', `/instance/connectionState/${named(instance)}`);
      if (result.response.status === HTTP_NOT_FOUND) return 'disconnected';
      if (!result.response.ok) throw apiError(result);
      const state = (result.body as { instance?: { state?: unknown } } | undefined)?.instance?.state;
      return toConnectionState(state);
    },

    async create(instance): Promise<QrConnection> {
      const result = await call('POST', '/instance/create', {
        instanceName: instanceName(instance),
        number: instance.phone,
        integration: 'WHATSAPP-BAILEYS',
        qrcode: true,
        webhook: {
          url: instance.webhookUrl,
          byEvents: false,
          base64: false,
          events: EVOLUTION_WEBHOOK_EVENTS,
        },
      });
      if (!result.response.ok) throw apiError(result);
      const qrCode = (result.body as { qrcode?: { base64?: unknown } } | undefined)?.qrcode?.base64;
      if (typeof qrCode !== 'string' || qrCode.trim() === '') {
        throw new InstancesServiceError('no_qr', 'resposta sem qrcode.base64');
      }
      return { qr_code: qrCode, status: 'pending' };
    },

    async remove(instance) {
      // Logging out first ends the session on the phone too; an instance that never connected refuses it.
      await call('DELETE', `/instance/logout/${named(instance)}`);
      const result = await call('DELETE', `/instance/delete/${named(instance)}`);
      if (result.response.status === HTTP_NOT_FOUND) return;
      if (!result.response.ok) throw apiError(result);
    },

    async send(instance, message): Promise<SendReceipt> {
      const request = evolutionSendRequest(message);
      const result = await call('POST', `/message/${request.path}/${named(instance)}`, request.body);
      if (!result.response.ok) throw apiError(result);
      const id = (result.body as { key?: { id?: unknown } } | undefined)?.key?.id;
      return { providerMessageId: typeof id === 'string' && id !== '' ? id : undefined };
    },
  };
}
