// The official WhatsApp API's side of a journey: the server's embedded Graph API (E2E_CLOUD_GRAPH_URL), whose
// control routes play the lead (a message posted to the product's signed webhook) and list what the number sent.
import type { APIRequestContext } from '@playwright/test';

export function cloudGraphUrl(): string {
  const url = process.env.E2E_CLOUD_GRAPH_URL;
  if (!url) throw new Error('E2E_CLOUD_GRAPH_URL não definido: rode a suíte com npm run test:e2e');
  return url;
}

/** A message as the Graph API received it from the number. */
export interface CloudSent {
  readonly id: string;
  readonly phoneNumberId: string;
  readonly to: string;
  readonly type: string;
  readonly body: Record<string, unknown>;
}

/** A lead writes to the number: Meta's signed notification reaches the product's webhook. */
export async function cloudLeadWrites(
  request: APIRequestContext,
  message: { phoneNumberId: string; from: string; name: string; text: string },
): Promise<{ id: string; status: number }> {
  const response = await request.post(`${cloudGraphUrl()}/_fake/leads`, {
    data: {
      phone_number_id: message.phoneNumberId,
      from: message.from,
      name: message.name,
      text: message.text,
    },
  });
  return (await response.json()) as { id: string; status: number };
}

/** What the number sent through the Graph API's messages endpoint. */
export async function cloudSent(request: APIRequestContext): Promise<CloudSent[]> {
  const response = await request.get(`${cloudGraphUrl()}/_fake/messages`);
  return ((await response.json()) as { messages: CloudSent[] }).messages;
}
