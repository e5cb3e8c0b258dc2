import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { checkoutSecretGuard } from './checkout/secret.ts';
import { BODY_LIMIT_BYTES } from './constants.ts';
import type { AppDeps } from './deps.ts';
import { guardCloudWebhookSignature } from './gateways/instances/whatsappCloud/webhook.ts';
import { createHandlers } from './handlers.ts';
import { gateAccounts } from './http/accountGates.ts';
import { bearerAuth } from './http/auth.ts';
import { loadContract } from './http/contract.ts';
import { errorHandler, notFoundHandler } from './http/errorHandler.ts';
import { registerJsonBodyParser } from './http/jsonBody.ts';
import { guardOperations } from './http/operationGuards.ts';
import { trustProxyOption } from './http/trustProxy.ts';
import { validatorCompiler } from './http/validation.ts';
import { instanceWebhookGuard } from './incoming/handlers.ts';
import { instrumentHttp } from './metrics/httpMetrics.ts';
import { oneTestMessagePerSession } from './playground/oneMessagePerSession.ts';
import { salesWebhookGuard } from './sales/webhookAccess.ts';
import { registerWebServing } from './static/webServing.ts';

/**
 * The HTTP app: every route, its request validation and its response serialisation come from openapi.yaml
 * through fastify-openapi-glue; handlers come from src/handlers.ts.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(deps.config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.decorateRequest('authUser', null);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  registerJsonBodyParser(app);
  instrumentHttp(app);
  // API answers carry personal data and temporary passwords: no browser or proxy may keep a copy.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    done();
  });
  const requests = deps.requestsInFlight;
  if (requests) {
    // 'close' comes once the answer is sent or the client went away, whichever happens.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.once('close', requests.enter());
      done();
    });
  }
  await registerWebServing(app, deps);
  // Webhooks authenticate by a secret, not a session: refuse a wrong one before reading the body. A second
  // Testar agente message of one session is refused before its session is looked up.
  guardOperations(app, {
    checkoutWebhook: checkoutSecretGuard(deps),
    instanceWebhook: instanceWebhookGuard(deps),
    salesWebhook: salesWebhookGuard(deps),
    sendPlaygroundMessage: oneTestMessagePerSession(),
  });
  guardCloudWebhookSignature(app, deps.whatsappCloud);
  gateAccounts(app, deps);

  await app.register(openapiGlue, {
    specification: loadContract(),
    serviceHandlers: createHandlers(deps),
    securityHandlers: { bearerAuth: bearerAuth(deps) },
  });
  return app;
}
