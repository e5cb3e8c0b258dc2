import { buildApp } from './app.ts';
import { scryptHasher } from './auth/passwords.ts';
import { startBackupEndpoint } from './backup/endpoint.ts';
import { ConfigError, loadConfig } from './config.ts';
import { SHUTDOWN_GRACE_MIN_MS, SHUTDOWN_IDLE_SWEEP_MS } from './constants.ts';
import { createEmbeddedCluster, embeddedDataDir, openStore } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { requestsInFlight } from './db/requestsFirst.ts';
import type { AppDeps } from './deps.ts';
import { createIntegrations } from './gateways/integrations.ts';
import { warmKnowledgeSearch } from './knowledge/warmSearch.ts';
import { createLogger } from './logging.ts';
import { countedBrain } from './metrics/brainMetrics.ts';
import { startMetricsServer } from './metrics/metricsServer.ts';
import { electSimulatorHost } from './replicas/simulatorHost.ts';
import { createBrain } from './runtime/brain/createBrain.ts';
import { createJobQueue, QUEUE_SCHEMA } from './runtime/jobs/jobQueue.ts';
import { startRuntime, stopRuntime } from './runtime/runtime.ts';
import { ModelCallsInFlight } from './runtime/turns/modelCallsInFlight.ts';
import { bootstrap, demoAccountLines, oneServerAtATime, StartupError } from './startup.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) await createEmbeddedCluster(embeddedDataDir(config));
  const { db, queueConnection } = openStore(config);
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');
  if (queueConnection.kind === 'pglite') await warmKnowledgeSearch(db);

  const deps: AppDeps = {
    config,
    db,
    clock: () => new Date(),
    log,
    passwords: scryptHasher(),
    modelCalls: new ModelCallsInFlight(),
    queue: createJobQueue(queueConnection),
    brain: countedBrain(createBrain(config, log)),
    ...(queueConnection.kind === 'pglite' ? { requestsInFlight: requestsInFlight() } : {}),
    ...createIntegrations(config, log, electSimulatorHost(db, config.databaseUrl, log)),
  };
  const outcome = config.databaseUrl
    ? await oneServerAtATime(db, () => bootstrap(deps))
    : await bootstrap(deps);
  if (outcome.kind === 'admin-created') log.info({ email: outcome.email }, 'administrator created (id 30)');

  await startRuntime(deps);
  const app = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer({
          db,
          log,
          queueSchema: QUEUE_SCHEMA,
          host: config.host,
          port: config.metricsPort,
        });
  // The embedded database accepts one process: npm run backup asks this one for the copy.
  const backupEndpoint =
    queueConnection.kind === 'pglite'
      ? await startBackupEndpoint({ pglite: queueConnection.pglite, dataDir: config.dataDir, log })
      : undefined;

  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}/pgdata`;
  const accounts = await demoAccountLines(deps);
  const lines = [`Servidor em http://localhost:${config.port} — banco: ${database}`];
  if (accounts.length > 0) lines.push('Contas de demonstração:', ...accounts);
  lines.push(
    config.checkoutWebhookSecretGenerated
      ? 'Webhook de checkout: segredo gerado só para o checkout simulado (defina CHECKOUT_WEBHOOK_SECRET para um checkout real).'
      : config.checkoutWebhookSecret
        ? `Webhook de checkout: POST ${config.publicUrl}/api/webhooks/checkout`
        : 'Webhook de checkout desligado (defina CHECKOUT_WEBHOOK_SECRET para receber compras).',
  );
  const checkoutSimulator = await deps.simulators?.checkout?.catch(() => undefined);
  if (checkoutSimulator) lines.push(`Checkout simulado e caixa de saída: ${checkoutSimulator}`);
  if (metrics) lines.push(`Métricas (Prometheus): ${metrics.url}/metrics`);
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  /**
   * SIGTERM/SIGINT: stop accepting connections (new requests on open ones get 503), let the requests in flight
   * finish, then let the agent's jobs in flight finish (the rest stay queued), close the mailer and the database. A connection is closed as soon as its last answer is
   * sent (keep-alive would otherwise hold the server open for its whole timeout); a request still running after
   * SHUTDOWN_GRACE_MS has its connection cut, so a stuck client cannot keep the process alive; the agent's jobs get
   * what is left of the same period (at least SHUTDOWN_GRACE_MIN_MS), after which pg-boss retries them on the next start.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = Date.now() + config.shutdownGraceMs;
    const force = setTimeout(() => {
      log.warn(
        { graceMs: config.shutdownGraceMs },
        'requests still running after the grace period: closing them',
      );
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    force.unref();
    const sweep = setInterval(() => app.server.closeIdleConnections(), SHUTDOWN_IDLE_SWEEP_MS);
    sweep.unref();
    let exitCode = 0;
    const step = async (name: string, action: () => Promise<void>) => {
      try {
        await action();
      } catch (error) {
        exitCode = 1;
        log.error({ err: error }, `shutdown: ${name} failed`);
      }
    };
    await step('closing the HTTP server', () => app.close());
    clearTimeout(force);
    clearInterval(sweep);
    await step('stopping the agent runtime', () =>
      stopRuntime(deps, Math.max(deadline - Date.now(), SHUTDOWN_GRACE_MIN_MS)),
    );
    if (metrics) await step('closing the metrics server', () => metrics.close());
    if (backupEndpoint) await step('closing the backup endpoint', () => backupEndpoint.close());
    await step('closing the mailer', () => deps.mailer.close());
    await step('closing the database', () => db.destroy());
    log.info('database closed; bye');
    process.exit(exitCode);
  };
  // `on`, not `once`: under systemd the server gets SIGTERM both from the group and from `npm start` passing it on,
  // and a second signal after a `once` listener would end the process in the middle of its shutdown.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Falha ao iniciar o servidor: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
