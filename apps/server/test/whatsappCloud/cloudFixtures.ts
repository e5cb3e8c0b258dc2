import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  type RunningFakeGraph,
  startFakeGraphApi,
} from '../../src/gateways/instances/whatsappCloud/embedded/fakeGraphApi.ts';
import { signBody } from '../../src/gateways/instances/whatsappCloud/signature.ts';
import { insertProduct } from '../contentFixtures.ts';
import { createTestContext, type TestClock, type TestContext, type TestContextOptions } from '../harness.ts';
import { FLOW, insertAgent, OWNER_PHONE } from '../runtime/runtimeFixtures.ts';

export const APP_SECRET = 'segredo-do-app-da-meta';
export const VERIFY_TOKEN = 'token-de-verificacao';
export const WEBHOOK_PATH = '/api/webhooks/whatsapp-cloud';

/** A Meta-shaped permanent token (the fake refuses anything else with error 190). */
export const cloudToken = () => `EAAG${randomBytes(24).toString('base64url')}`;

let numberIds = 0;
/** A fresh phone number id per account, so files sharing a database never meet. */
export const newPhoneNumberId = () => {
  numberIds += 1;
  return `1065${process.pid}${String(numberIds).padStart(6, '0')}`;
};

export interface CloudContext {
  readonly ctx: TestContext;
  readonly fake: RunningFakeGraph;
  close(): Promise<void>;
}

/**
 * The server listening on loopback with the Cloud API pointed at the fake Graph API, and the fake posting its
 * signed notifications to the server's webhook, as Meta would.
 */
export async function cloudContext(
  options: TestContextOptions & { autoStatuses?: ('sent' | 'delivered' | 'read')[] } = {},
): Promise<CloudContext> {
  let webhookUrl = '';
  let testClock: TestClock | undefined;
  const fake = await startFakeGraphApi({
    webhookUrl: () => webhookUrl,
    appSecret: APP_SECRET,
    autoStatuses: options.autoStatuses ?? [],
    // Meta's clock is the test's: moving it crosses the 24-hour window on both sides.
    clock: () => testClock?.now() ?? new Date(),
  });
  const ctx = await createTestContext({
    ...options,
    env: {
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_CLOUD_TOKEN_KEY: randomBytes(32).toString('hex'),
      WHATSAPP_CLOUD_GRAPH_URL: fake.url,
      ...options.env,
    },
  });
  testClock = ctx.clock;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${WEBHOOK_PATH}`;
  return {
    ctx,
    fake,
    close: async () => {
      await ctx.close();
      await fake.close();
    },
  };
}

/** Connects the account through PUT /api/conexao/api-oficial (the fake accepts the token). */
export async function connectCloud(ctx: TestContext, token: string, phoneNumberId = newPhoneNumberId()) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/conexao/api-oficial',
    headers: ctx.auth(token),
    payload: {
      phone_number_id: phoneNumberId,
      business_account_id: '102290129340398',
      access_token: cloudToken(),
    },
  });
  if (response.statusCode !== 200) throw new Error(`conectar: ${response.statusCode} ${response.body}`);
  return phoneNumberId;
}

/** A customer whose agent sells a product with the three-step flow, connected through the official API. */
export async function cloudAgentAccount(ctx: TestContext) {
  const { user, token } = await ctx.createCustomer({ user_phone: OWNER_PHONE });
  const productId = await insertProduct(ctx.db, user.id);
  await insertAgent(ctx.db, user.id, productId);
  for (const [index, texto] of FLOW.entries()) {
    await ctx.db
      .insertInto('flow_steps')
      .values({ user_id: user.id, product_id: productId, posicao: index + 1, texto })
      .execute();
  }
  const phoneNumberId = await connectCloud(ctx, token);
  return { user, token, productId, phoneNumberId };
}

/** Posts a body to the webhook signed with the app secret (or with what `signature` says). */
export function postSigned(ctx: TestContext, body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signature ?? signBody(raw, APP_SECRET),
    },
    payload: raw,
  });
}

/** A Cloud API notification with one lead text message to the number. */
export function textNotification(
  phoneNumberId: string,
  from: string,
  text: string,
  id = `wamid.${randomBytes(12).toString('hex')}`,
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511999990000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Ana Lima' }, wa_id: from }],
              messages: [
                {
                  from,
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}
