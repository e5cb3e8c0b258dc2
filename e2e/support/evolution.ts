// The fake Evolution API scripts/test-e2e.ts starts on loopback for the real-number journey (E2E_EVOLUTION_URL):
// what the product asked of it, and the gateway's side of the phone — the QR code read, events posted to the
// product's webhook — through the fake's control routes.
import { type APIRequestContext, expect } from '@playwright/test';
import {
  FAKE_CONTROL_PREFIX,
  type FakeRecord,
  type WebhookAnswer,
} from '../../apps/server/test/fakes/evolutionFake.ts';
import type { Envelope } from '../../apps/server/test/fakes/evolutionPayloads.ts';

export { leadJid, messagesUpsert } from '../../apps/server/test/fakes/evolutionPayloads.ts';

function controlUrl(path: string): string {
  const url = process.env.E2E_EVOLUTION_URL;
  if (!url) throw new Error('E2E_EVOLUTION_URL não definido: rode a jornada com npm run test:e2e');
  return `${url}${FAKE_CONTROL_PREFIX}${path}`;
}

/** The gateway's instances, the messages the product sent through it and every call it received. */
export async function evolutionRecord(request: APIRequestContext): Promise<FakeRecord> {
  const response = await request.get(controlUrl('/record'));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FakeRecord;
}

async function control(request: APIRequestContext, path: string, data?: Envelope): Promise<WebhookAnswer> {
  const response = await request.post(controlUrl(path), data ? { data } : {});
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WebhookAnswer;
}

/** The phone reads the instance's QR code: the session opens and the gateway posts CONNECTION_UPDATE. */
export const scanOnGateway = (request: APIRequestContext, instance: string) =>
  control(request, `/instances/${encodeURIComponent(instance)}/open`);

/** The gateway posts one event of the instance to the product's webhook; answers what the product answered. */
export const postGatewayEvent = (request: APIRequestContext, instance: string, envelope: Envelope) =>
  control(request, `/instances/${encodeURIComponent(instance)}/events`, envelope);
