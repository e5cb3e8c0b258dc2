import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequestDuration, webhookDeliveries } from './instruments.ts';

/** Requests no route matched (scans, typos) share one label, so a URL never becomes a label value. */
const UNMATCHED_ROUTE = 'unmatched';

/** Webhook operations of openapi.yaml → the webhook label. */
const WEBHOOKS: Readonly<Record<string, string>> = {
  instanceWebhook: 'instancias',
  checkoutWebhook: 'checkout',
};

function operationIdOf(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as { operationId?: unknown } | undefined;
  return typeof schema?.operationId === 'string' ? schema.operationId : undefined;
}

/**
 * Counts every answered request by route pattern and status, and each webhook delivery by what became of it:
 * refused (any 4xx/5xx: wrong secret, bad body), duplicated (the contract's `result: duplicado`), or received.
 */
export function instrumentHttp(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const webhook = WEBHOOKS[operationIdOf(request) ?? ''];
    if (webhook === undefined) return payload;
    const result =
      reply.statusCode >= 400
        ? 'recusada'
        : typeof payload === 'string' && payload.includes('"result":"duplicado"')
          ? 'duplicada'
          : 'recebida';
    webhookDeliveries.inc({ webhook, result });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1_000,
    );
  });
}
