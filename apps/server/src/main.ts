import { pino } from 'pino';
import { buildApp } from './app.ts';
import { scryptHasher } from './auth/passwords.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { createIntegrations } from './integrations.ts';
import { bootstrap, demoAccountLines, StartupError } from './startup.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = openDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');

  const deps: AppDeps = {
    config,
    db,
    clock: () => new Date(),
    log,
    passwords: scryptHasher(),
    ...createIntegrations(config, log),
  };
  const outcome = await bootstrap(deps);
  if (outcome.kind === 'admin-created') log.info({ email: outcome.email }, 'administrator created (id 30)');

  const app = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });

  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}/pgdata`;
  const accounts = await demoAccountLines(deps);
  const lines = [`Servidor em http://localhost:${config.port} — banco: ${database}`];
  if (accounts.length > 0) lines.push('Contas de demonstração:', ...accounts);
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
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
