import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { CLOUD_FREE_FORM_WINDOW_HOURS, GRAPH_MEDIA_MAX_BYTES } from '../../../../constants.ts';
import { LOOPBACK } from '../../../../http/loopbackServer.ts';
import { signBody } from '../signature.ts';

/**
 * The embedded Graph API: the part of Meta's WhatsApp Cloud API the product uses, on loopback, answering as the
 * public reference documents it — `GET /{version}/{phone-number-id}` (verified_name, display_phone_number),
 * `POST /{version}/{phone-number-id}/messages` (text, image, video, audio, document, template; answers
 * `{messaging_product, contacts, messages: [{id}]}`), `GET /{version}/{media-id}` and the media's URL, Meta's
 * error objects (190 bad token, 100 bad parameter, 130429 rate limit, 132001 unknown template) and, like Meta,
 * the statuses of each accepted message as signed webhook notifications (`sent`, `delivered`, `read`, or `failed`
 * with 131047 when a free-form message went out more than 24 hours after the lead last wrote).
 *
 * A token is Meta-shaped (starts with EAA); the first valid-looking token a number is asked with becomes that
 * number's token (as if the owner had generated it in the app dashboard). `npm start` runs it when
 * WHATSAPP_CLOUD_GRAPH_URL is unset; tests start their own. Its control routes (`/_fake/…`) play the lead:
 * write to a number (text or media, through the signed webhook), list what the number sent, mark it read.
 */
export interface FakeGraphOptions {
  /** Where Meta would post: the product's /api/webhooks/whatsapp-cloud (asked at each post). */
  readonly webhookUrl: string | (() => string);
  /** The app secret the notifications are signed with (WHATSAPP_CLOUD_APP_SECRET). */
  readonly appSecret: string;
  /** 0 = any free port. */
  readonly port?: number;
  /** Statuses posted for each accepted free-form or template message (default sent and delivered). */
  readonly autoStatuses?: readonly ('sent' | 'delivered' | 'read')[];
  /** Template names approved on every number (default any name: the owner maps only approved ones). */
  readonly approvedTemplates?: readonly string[];
  /** The fake's clock (tests move it to cross the 24-hour window). */
  readonly clock?: () => Date;
}

/** A message the number sent, as the fake received it. */
export interface FakeSentMessage {
  readonly id: string;
  readonly phoneNumberId: string;
  readonly to: string;
  readonly type: string;
  readonly body: Record<string, unknown>;
}

export interface LeadMedia {
  readonly type: 'image' | 'video' | 'audio' | 'document';
  readonly bytes: Buffer;
  readonly mimeType: string;
  readonly caption?: string;
  readonly fileName?: string;
  readonly voice?: boolean;
}

export interface LeadWrites {
  readonly phoneNumberId: string;
  readonly from: string;
  readonly name?: string;
  readonly text?: string;
  readonly media?: LeadMedia;
  /** Post the same notification again (Meta retries), to prove a repeat changes nothing. */
  readonly messageId?: string;
}

export interface RunningFakeGraph {
  readonly url: string;
  readonly sent: readonly FakeSentMessage[];
  /** Posts a lead's message to the product through the signed webhook; answers its id and the webhook's status. */
  leadWrites(message: LeadWrites): Promise<{ id: string; status: number }>;
  /** Posts a status of a sent message (e.g. read) through the signed webhook. */
  postStatus(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', error?: object): Promise<number>;
  /** The next `count` sends answer Meta's rate-limit error. */
  rateLimitNext(count: number): void;
  /** How many of those are still to come. */
  rateLimitsLeft(): number;
  /** Registers a number with its token and verified details (otherwise the first valid token asked wins). */
  addNumber(number: {
    phoneNumberId: string;
    token: string;
    verifiedName?: string;
    displayPhone?: string;
  }): void;
  close(): Promise<void>;
}

interface FakeNumber {
  token: string;
  verifiedName: string;
  displayPhone: string;
}

const TOKEN_SHAPE = /^EAA[A-Za-z0-9_-]{16,}$/;
const SENDABLE = new Set(['text', 'image', 'video', 'audio', 'document', 'template']);
const DAY_MS = CLOUD_FREE_FORM_WINDOW_HOURS * 3_600_000;

const fbError = (code: number, message: string, type = 'OAuthException', details?: string) => ({
  error: {
    message,
    type,
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: randomBytes(9).toString('base64url'),
  },
});

const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

/** "+55 11 98888-7777"-like text from the id's last digits, as Meta formats display numbers. */
function displayPhoneOf(phoneNumberId: string): string {
  const digits = phoneNumberId.replace(/\D/g, '').slice(-8).padStart(8, '0');
  return `+55 11 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export async function startFakeGraphApi(options: FakeGraphOptions): Promise<RunningFakeGraph> {
  const clock = options.clock ?? (() => new Date());
  const numbers = new Map<string, FakeNumber>();
  const media = new Map<string, { bytes: Buffer; mimeType: string; phoneNumberId: string }>();
  const sent: FakeSentMessage[] = [];
  /** When each lead last wrote to each number: the 24-hour window. */
  const lastInbound = new Map<string, number>();
  let rateLimited = 0;
  const app = Fastify({ logger: false, bodyLimit: GRAPH_MEDIA_MAX_BYTES });
  let url = '';

  const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';

  /** The number the token opens, or sends Meta's answer for a bad token / unknown id and answers undefined. */
  function authorised(request: FastifyRequest, reply: FastifyReply, phoneNumberId: string) {
    const token = bearer(request);
    if (!TOKEN_SHAPE.test(token)) {
      reply.code(401).send(fbError(190, 'Invalid OAuth access token - Cannot parse access token'));
      return undefined;
    }
    let number = numbers.get(phoneNumberId);
    if (!number) {
      number = { token, verifiedName: 'Loja Demonstração', displayPhone: displayPhoneOf(phoneNumberId) };
      numbers.set(phoneNumberId, number);
    }
    if (number.token !== token) {
      reply.code(401).send(fbError(190, 'Error validating access token: The session is invalid.'));
      return undefined;
    }
    return number;
  }

  async function postSigned(payload: object): Promise<number> {
    const raw = JSON.stringify(payload);
    const target = typeof options.webhookUrl === 'string' ? options.webhookUrl : options.webhookUrl();
    const response = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signBody(raw, options.appSecret),
      },
      body: raw,
    });
    await response.arrayBuffer();
    return response.status;
  }

  const notification = (phoneNumberId: string, value: object) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: (numbers.get(phoneNumberId)?.displayPhone ?? '').replace(/\D/g, ''),
                phone_number_id: phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const seconds = () => String(Math.floor(clock().getTime() / 1_000));

  async function postStatus(id: string, status: string, error?: object): Promise<number> {
    const message = sent.find((item) => item.id === id);
    if (!message) throw new Error(`mensagem ${id} não enviada por este número`);
    return postSigned(
      notification(message.phoneNumberId, {
        statuses: [
          {
            id,
            status,
            timestamp: seconds(),
            recipient_id: message.to,
            ...(error ? { errors: [error] } : {}),
          },
        ],
      }),
    );
  }

  app.get<{ Params: { version: string; id: string } }>('/:version/:id', async (request, reply) => {
    const stored = media.get(request.params.id);
    if (stored) {
      if (!authorised(request, reply, stored.phoneNumberId)) return reply;
      return {
        messaging_product: 'whatsapp',
        url: `${url}/_media/${request.params.id}`,
        mime_type: stored.mimeType,
        sha256: createHash('sha256').update(stored.bytes).digest('hex'),
        file_size: stored.bytes.length,
        id: request.params.id,
      };
    }
    const number = authorised(request, reply, request.params.id);
    if (!number) return reply;
    return {
      verified_name: number.verifiedName,
      display_phone_number: number.displayPhone,
      id: request.params.id,
      quality_rating: 'GREEN',
      code_verification_status: 'VERIFIED',
    };
  });

  app.get<{ Params: { id: string } }>('/_media/:id', async (request, reply) => {
    const stored = media.get(request.params.id);
    if (!stored)
      return reply.code(404).send(fbError(100, 'Unsupported get request.', 'GraphMethodException'));
    if (!authorised(request, reply, stored.phoneNumberId)) return reply;
    return reply.type(stored.mimeType).send(stored.bytes);
  });

  app.post<{ Params: { version: string; id: string }; Body: Record<string, unknown> }>(
    '/:version/:id/messages',
    async (request, reply) => {
      const phoneNumberId = request.params.id;
      if (!authorised(request, reply, phoneNumberId)) return reply;
      const body = request.body ?? {};
      const to = typeof body.to === 'string' ? body.to.replace(/\D/g, '') : '';
      const type = typeof body.type === 'string' ? body.type : 'text';
      if (body.messaging_product !== 'whatsapp' || !to || !SENDABLE.has(type)) {
        return reply.code(400).send(fbError(100, '(#100) Invalid parameter'));
      }
      if (rateLimited > 0) {
        rateLimited -= 1;
        return reply
          .code(400)
          .send(
            fbError(
              130429,
              '(#130429) Rate limit hit',
              'OAuthException',
              'Cloud API message throughput has been reached.',
            ),
          );
      }
      const content = body[type] as Record<string, unknown> | undefined;
      if (type === 'text' && !(typeof content?.body === 'string' && content.body.trim() !== '')) {
        return reply.code(400).send(fbError(100, "(#100) The parameter text['body'] is required."));
      }
      if (
        type !== 'text' &&
        type !== 'template' &&
        !(typeof content?.link === 'string' || typeof content?.id === 'string')
      ) {
        return reply.code(400).send(fbError(100, `(#100) The parameter ${type}['link'] is required.`));
      }
      if (type === 'template') {
        const name = typeof content?.name === 'string' ? content.name : '';
        const language = content?.language as { code?: unknown } | undefined;
        const known = options.approvedTemplates === undefined || options.approvedTemplates.includes(name);
        if (!name || typeof language?.code !== 'string' || !known) {
          return reply
            .code(404)
            .send(
              fbError(
                132001,
                '(#132001) Template name does not exist in the translation',
                'OAuthException',
                `template name (${name}) does not exist in ${String(language?.code)}`,
              ),
            );
        }
      }
      const id = wamid();
      sent.push({ id, phoneNumberId, to, type, body });
      const inWindow =
        clock().getTime() - (lastInbound.get(`${phoneNumberId}:${to}`) ?? Number.NEGATIVE_INFINITY) < DAY_MS;
      // Meta takes the message and reports the outcome later, as statuses.
      setImmediate(() => {
        const report = async () => {
          if (type !== 'template' && !inWindow) {
            await postStatus(id, 'failed', {
              code: 131047,
              title: 'Re-engagement message',
              message: 'Re-engagement message',
              error_data: {
                details:
                  'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
              },
            });
            return;
          }
          for (const status of options.autoStatuses ?? ['sent', 'delivered']) await postStatus(id, status);
        };
        report().catch(() => {});
      });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: String(body.to), wa_id: to }],
        messages: [{ id }],
      };
    },
  );

  async function leadWrites(message: LeadWrites): Promise<{ id: string; status: number }> {
    const id = message.messageId ?? wamid();
    const from = message.from.replace(/\D/g, '');
    lastInbound.set(`${message.phoneNumberId}:${from}`, clock().getTime());
    let content: Record<string, unknown> = { type: 'text', text: { body: message.text ?? '' } };
    if (message.media) {
      const mediaId = String(1_000_000_000_000 + Math.floor(Math.random() * 1_000_000_000_000));
      media.set(mediaId, {
        bytes: message.media.bytes,
        mimeType: message.media.mimeType,
        phoneNumberId: message.phoneNumberId,
      });
      content = {
        type: message.media.type,
        [message.media.type]: {
          id: mediaId,
          mime_type: message.media.mimeType,
          sha256: createHash('sha256').update(message.media.bytes).digest('base64'),
          ...(message.media.caption ? { caption: message.media.caption } : {}),
          ...(message.media.fileName ? { filename: message.media.fileName } : {}),
          ...(message.media.type === 'audio' ? { voice: message.media.voice === true } : {}),
        },
      };
    }
    const status = await postSigned(
      notification(message.phoneNumberId, {
        contacts: [{ profile: { name: message.name ?? '' }, wa_id: from }],
        messages: [{ from, id, timestamp: seconds(), ...content }],
      }),
    );
    return { id, status };
  }

  // The lead's side, for the demo and the browser journey (loopback only, like the fake itself).
  app.post<{ Body: { phone_number_id?: string; from?: string; name?: string; text?: string } }>(
    '/_fake/leads',
    async (request, reply) => {
      const { phone_number_id: phoneNumberId, from, name, text } = request.body ?? {};
      if (!phoneNumberId || !from) return reply.code(400).send({ error: 'phone_number_id e from' });
      return leadWrites({ phoneNumberId, from, ...(name ? { name } : {}), text: text ?? '' });
    },
  );
  app.get('/_fake/messages', async () => ({ messages: sent }));
  app.post<{ Body: { id?: string; status?: 'sent' | 'delivered' | 'read' } }>(
    '/_fake/statuses',
    async (request, reply) => {
      const { id, status } = request.body ?? {};
      if (!id || !status) return reply.code(400).send({ error: 'id e status' });
      return { webhook: await postStatus(id, status) };
    },
  );

  await app.listen({ port: options.port ?? 0, host: LOOPBACK });
  app.server.unref();
  const address = app.server.address();
  url = `http://${LOOPBACK}:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    sent,
    leadWrites,
    postStatus,
    rateLimitNext(count) {
      rateLimited = count;
    },
    rateLimitsLeft: () => rateLimited,
    addNumber({ phoneNumberId, token, verifiedName, displayPhone }) {
      numbers.set(phoneNumberId, {
        token,
        verifiedName: verifiedName ?? 'Loja Demonstração',
        displayPhone: displayPhone ?? displayPhoneOf(phoneNumberId),
      });
    },
    close: () => app.close(),
  };
}
