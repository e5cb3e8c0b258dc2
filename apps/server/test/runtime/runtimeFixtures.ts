import { hashToken } from '../../src/auth/tokens.ts';
import { saveConnection } from '../../src/connection/queries.ts';
import type { InstancesClient } from '../../src/gateways/instances/instancesClient.ts';
import type { InstanceRef, OutgoingMessage } from '../../src/gateways/instances/outgoingMessage.ts';
import { insertProduct } from '../contentFixtures.ts';
import type { CustomerFields, TestContext } from '../harness.ts';

/** An instances service that records what it was asked to send (and answers like a real one). */
export interface RecordingInstances extends InstancesClient {
  readonly sent: { readonly instance: InstanceRef; readonly message: OutgoingMessage }[];
}

export function recordingInstances(): RecordingInstances {
  const sent: RecordingInstances['sent'] = [];
  return {
    sent,
    status: async () => 'connected',
    create: async () => ({ qr_code: 'data:image/png;base64,', status: 'pending' }),
    remove: async () => {},
    send: async (instance, message) => {
      sent.push({ instance, message });
      return { providerMessageId: `prov-${sent.length}` };
    },
  };
}

/** What was sent to a lead, in order: each text (trimmed) or each media item's address. */
export function textsSentTo(instances: RecordingInstances, phone: string): string[] {
  return instances.sent
    .filter((entry) => entry.message.to === phone)
    .map((entry) => (entry.message.kind === 'text' ? entry.message.text.trim() : entry.message.url));
}

/**
 * A source of new lead numbers for one test file: `prefix` then an 8-digit count from `first`. Files that share
 * a database pick their own prefix or range, so their leads never meet.
 */
export function leadNumbers(prefix: string, first: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}${String(first + count).padStart(8, '0')}`;
  };
}

export const OWNER_PHONE = '5511988887777';
export const TRAINING_PHONE = '5511900001111';

export const PAUSE_MESSAGE = 'Um momento, já te retorno';

export const FLOW = [
  'Oi! Eu sou a Júlia, da Loja Bela. Posso te ajudar a escolher o sérum ideal?',
  'O sérum custa pouco e dura três meses de uso.',
  'Vou chamar uma pessoa da equipe para te atender. {PAUSAR_AGENTE}',
];

let secretCounter = 0;

/** The account's agent, switched on, selling the product (its owner trains it from TRAINING_PHONE). */
export async function insertAgent(db: TestContext['db'], userId: number, productId: number): Promise<void> {
  await db
    .insertInto('agents')
    .values({
      user_id: userId,
      nome: 'Júlia',
      sexo: 'feminino',
      idade: 28,
      tom_de_voz: 'amigável',
      objetivo: 'vender o sérum',
      id_produto: productId,
      phone_treinamento: TRAINING_PHONE,
      mensagem_pausa: PAUSE_MESSAGE,
      status: true,
    })
    .execute();
}

/** A customer with a product, a three-step flow, a switched-on agent and a connected instance. */
export async function agentAccount(ctx: TestContext, fields: CustomerFields = {}) {
  const { user, token } = await ctx.createCustomer({ user_phone: OWNER_PHONE, ...fields });
  const productId = await insertProduct(ctx.db, user.id);
  await insertAgent(ctx.db, user.id, productId);
  for (const [index, texto] of FLOW.entries()) {
    await ctx.db
      .insertInto('flow_steps')
      .values({ user_id: user.id, product_id: productId, posicao: index + 1, texto })
      .execute();
  }
  secretCounter += 1;
  const secret = `segredo-runtime-${secretCounter}-${user.id}`;
  await saveConnection(ctx.db, user.id, OWNER_PHONE, hashToken(secret), ctx.clock.now());
  return { user, token, productId, secret };
}

/** Posts one message event to the account's instances webhook. */
export async function deliver(
  ctx: TestContext,
  secret: string,
  fields: { phone: string; text: string; direction?: 'in' | 'out'; message_id?: string; timestamp?: string },
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/webhooks/instancias/${secret}`,
    payload: {
      direction: 'in',
      name: 'Ana Lima',
      timestamp: fields.timestamp ?? ctx.clock.now().toISOString(),
      ...fields,
    },
  });
  if (response.statusCode !== 200) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
  return (response.json() as { result: string }).result;
}

export async function turnsOf(ctx: TestContext, userId: number, leadPhone: string) {
  return ctx.db
    .selectFrom('agent_turns')
    .select(['result', 'brain'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .orderBy('id')
    .execute();
}

export async function agentMessagesOf(ctx: TestContext, userId: number, leadPhone: string) {
  return ctx.db
    .selectFrom('conversation_messages')
    .select(['texto', 'kind', 'delivery', 'provider_message_id'])
    .where('user_id', '=', userId)
    .where('lead_phone', '=', leadPhone)
    .where('author', '=', 'agente')
    .orderBy('id')
    .execute();
}

/**
 * An agent's text "Oi!" to the lead, left in the given sending state: as a turn leaves it in the outbox
 * (pendente, enviando) or as a provider's answer left it (enviada, with its message id).
 */
export function insertAgentText(
  ctx: TestContext,
  userId: number,
  leadPhone: string,
  sending: {
    delivery: 'pendente' | 'enviando' | 'enviada';
    provider_message_id?: string | null;
    sent_at?: Date | null;
  },
) {
  const { delivery, provider_message_id = null, sent_at = null } = sending;
  return ctx.db
    .insertInto('conversation_messages')
    .values({
      user_id: userId,
      lead_phone: leadPhone,
      author: 'agente',
      kind: 'texto',
      texto: 'Oi!',
      dedupe_key: `teste:${leadPhone}:${provider_message_id ?? 'antes-do-envio'}`,
      delivery,
      turn_id: null,
      media_id: null,
      media_type: null,
      media_url: null,
      offer_id: null,
      provider_message_id,
      occurred_at: ctx.clock.now(),
      sent_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function countersOf(ctx: TestContext, userId: number) {
  return ctx.db
    .selectFrom('users')
    .select(['mensagens_trocadas', 'conversas_unicas'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Today at noon in São Paulo (15:00 UTC): inside the default follow-up window, so a test that sends follow-ups
 * does not depend on the hour it runs at.
 */
export function noonInSaoPaulo(): Date {
  const noon = new Date();
  noon.setUTCHours(15, 0, 0, 0);
  return noon;
}
