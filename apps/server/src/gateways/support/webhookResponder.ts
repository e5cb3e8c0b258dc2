import { SUPPORT_WEBHOOK_TIMEOUT_MS } from '../../constants.ts';
import { normalizeReplies } from './normalizeReplies.ts';
import {
  type SupportReply,
  type SupportRequest,
  type SupportResponder,
  SupportUnavailableError,
} from './responder.ts';

const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Forwards the chat payload to SUPPORT_WEBHOOK_URL and normalises whatever comes back to an array. */
export function createWebhookResponder(
  webhookUrl: string,
  timeoutMs: number = SUPPORT_WEBHOOK_TIMEOUT_MS,
): SupportResponder {
  return {
    kind: 'webhook',
    async reply(request: SupportRequest): Promise<SupportReply[]> {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.json();
      } catch (error) {
        if (isAbort(error)) throw new SupportUnavailableError('timeout', `sem resposta em ${timeoutMs} ms`);
        throw new SupportUnavailableError('failed', error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new SupportUnavailableError('failed', `HTTP ${response.status}`);
      const replies = normalizeReplies(body);
      if (replies.length === 0) throw new SupportUnavailableError('failed', 'resposta sem texto');
      return replies;
    },
  };
}
