import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { OperationId } from './types.ts';

/** Checks a caller before anything else of the request runs; throws an HttpError to refuse it. */
export type OperationGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function operationIdOf(route: RouteOptions): string | undefined {
  const schema = route.schema as { operationId?: unknown } | undefined;
  return typeof schema?.operationId === 'string' ? schema.operationId : undefined;
}

/**
 * Runs each guard in the onRequest stage of its contract operation, so that a caller who is not allowed is
 * refused before the body is read or validated (webhooks: a wrong secret answers 401/404 whatever it sent).
 * Call before fastify-openapi-glue registers the routes.
 */
export function guardOperations(
  app: FastifyInstance,
  guards: Partial<Record<OperationId, OperationGuard>>,
): void {
  app.addHook('onRoute', (route) => {
    const id = operationIdOf(route);
    const guard = id === undefined ? undefined : guards[id as OperationId];
    if (!guard) return;
    const hook: onRequestHookHandler = async (request, reply) => guard(request, reply);
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, hook];
  });
}
