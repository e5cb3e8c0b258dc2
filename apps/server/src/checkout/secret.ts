import { createHash, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_SECRET_HEADERS } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import type { OperationGuard } from '../http/operationGuards.ts';
import { MSG_CHECKOUT_UNAUTHORIZED } from '../messages.ts';

/** Fixed-length digests, so the comparison takes the same time whatever the length of what was sent. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * CHECKOUT_WEBHOOK_SECRET in X-Webhook-Secret (generic payload) or X-HOTMART-HOTTOK (Hotmart), compared in
 * constant time before the body is read. Missing or wrong: 401 and nothing changes. Without a configured
 * secret the webhook refuses every call.
 */
export function checkoutSecretGuard({ config }: Pick<AppDeps, 'config'>): OperationGuard {
  const expected =
    config.checkoutWebhookSecret === undefined ? undefined : digest(config.checkoutWebhookSecret);
  return async (request) => {
    const given = CHECKOUT_SECRET_HEADERS.map((header) => request.headers[header]).filter(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    // Every header is compared (no early exit), so timing says nothing about which one was tried.
    let matches = false;
    for (const value of given) {
      if (expected && timingSafeEqual(digest(value), expected)) matches = true;
    }
    if (!matches) throw unauthorized(MSG_CHECKOUT_UNAUTHORIZED);
  };
}
