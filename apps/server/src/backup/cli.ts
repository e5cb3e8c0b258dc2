// npm run backup -- --out FILE / npm run restore -- --in FILE (see backupCommand.ts and restoreCommand.ts).
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { type CommandIo, runBackup } from './backupCommand.ts';
import { runRestore } from './restoreCommand.ts';
import { BACKUP_USAGE, RESTORE_USAGE } from './texts.ts';

const io: CommandIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** A relative FILE counts from where npm was called, like DATA_DIR. */
function fromCaller(file: string): string {
  return isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const usage = command === 'restore' ? RESTORE_USAGE : BACKUP_USAGE;
  let values: { out?: string; in?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, in: { type: 'string' } },
      strict: true,
    }));
  } catch {
    io.err(usage);
    return 1;
  }
  // The same DATA_DIR and DATABASE_URL as npm start.
  const config = loadConfig();
  const settings = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (command === 'backup' && values.out) return runBackup(settings, fromCaller(values.out), io);
  if (command === 'restore' && values.in) return runRestore(settings, fromCaller(values.in), io);
  io.err(usage);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    io.err(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  },
);
