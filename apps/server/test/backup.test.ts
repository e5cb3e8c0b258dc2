import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { create as createTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupSettings, type CommandIo, runBackup } from '../src/backup/backupCommand.ts';
import { ENDPOINT_FILE } from '../src/backup/endpoint.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../src/backup/manifest.ts';
import { BACKUP_STAGING_PREFIX } from '../src/backup/packBackup.ts';
import { runRestore } from '../src/backup/restoreCommand.ts';
import { REPO_ROOT } from '../src/config.ts';
import { openPglite } from '../src/db/database.ts';
import { demoAsset, multipartBody } from './integrations/multipart.ts';
import { exited, HOST, type ServerProcess, startServerProcess } from './serverProcess.ts';

/**
 * npm run backup / npm run restore against the real process on its embedded database: a copy taken while panel
 * writes keep arriving holds every write the server acknowledged before the copy was asked for, with the media
 * files, and restores into a new folder that opens with all of it. Restore refuses a folder with anything in it
 * and a file that is not one of our backups.
 */

const READY_TIMEOUT_MS = 90_000;
/** Node with tsx's loader, as the server itself runs (see serverProcess.ts). */
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const CLI = 'apps/server/src/backup/cli.ts';

/** Runs the command as the npm script does, with DATA_DIR (and nothing else of the server's settings). */
async function command(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(NODE_TSX[0], [...NODE_TSX.slice(1), CLI, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: REPO_ROOT },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return { code: await exited(child), stdout, stderr };
}

let root = '';
let dataDir = '';
let port = 0;
let server: ChildProcess;
let running: ServerProcess;
let token = '';
let productId = 0;

const api = (path: string) => `http://${HOST}:${port}${path}`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'agente-backup-'));
  dataDir = join(root, 'dados');
  running = await startServerProcess(dataDir, { logLevel: 'warn', readyTimeoutMs: READY_TIMEOUT_MS });
  ({ child: server, port } = running);
  const login = await fetch(api('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@exemplo.com.br', senha: 'cliente123' }),
  });
  ({ token } = (await login.json()) as { token: string });
  const list = await fetch(api('/api/products/list'), { headers: { authorization: `Bearer ${token}` } });
  const { products } = (await list.json()) as { products: { id: number }[] };
  productId = products[0]?.id ?? 0;
}, READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

interface Ack {
  readonly at: number;
  readonly value: string;
}

/** Panel writes in a loop until `stop`; each acknowledged one (201) is recorded with the time its answer came. */
function productWriter(name: string, acks: Ack[], stop: { done: boolean }): Promise<void> {
  return (async () => {
    for (let i = 0; !stop.done; i += 1) {
      const nome = `Produto ${name}-${i}`;
      const response = await fetch(api('/api/products'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ nome_produto: nome, categoria: 'Outros', categoria_outra: 'Doces' }),
      });
      if (response.status === 201) acks.push({ at: Date.now(), value: nome });
      else throw new Error(`POST /api/products: ${response.status} ${await response.text()}`);
    }
  })();
}

function mediaWriter(acks: Ack[], stop: { done: boolean }): Promise<void> {
  return (async () => {
    for (let i = 0; !stop.done; i += 1) {
      const body = await multipartBody(
        { tipo: 'imagem', titulo: `Foto ${i}`, id_produto: String(productId) },
        { content: demoAsset('produto.png'), filename: `foto-${i}.png`, type: 'image/png' },
      );
      const response = await fetch(api('/api/midias/upload'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        body: new Uint8Array(body.payload),
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      const { media } = (await response.json()) as { media: { nome_arquivo: string } };
      acks.push({ at: Date.now(), value: media.nome_arquivo });
    }
  })();
}

describe('npm run backup while the server runs, then npm run restore', () => {
  it('the restored copy holds every write acknowledged before the backup started, and the media files', async () => {
    expect(productId).toBeGreaterThan(0);
    const products: Ack[] = [];
    const media: Ack[] = [];
    const stop = { done: false };
    const writers = [
      productWriter('a', products, stop),
      productWriter('b', products, stop),
      productWriter('c', products, stop),
      mediaWriter(media, stop),
    ];
    const failed = Promise.race(writers.map((writer) => writer.then(() => new Promise<never>(() => {}))));
    await Promise.race([sleep(1_500), failed]);

    const backupStarted = Date.now();
    const productsBefore = products.filter((ack) => ack.at < backupStarted).map((ack) => ack.value);
    const mediaBefore = media.filter((ack) => ack.at < backupStarted).map((ack) => ack.value);
    const file = join(root, 'copia.tar.gz');
    const backup = await Promise.race([command(['backup', '--out', file], dataDir), failed]);
    const backupEnded = Date.now();
    stop.done = true;
    await Promise.all(writers);

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('tirada pelo servidor em execução');
    expect(productsBefore.length).toBeGreaterThan(10);
    expect(mediaBefore.length).toBeGreaterThan(0);
    // The writers kept being answered while the copy was made: the server never stopped for it.
    expect(products.filter((ack) => ack.at > backupStarted && ack.at < backupEnded).length).toBeGreaterThan(
      0,
    );

    const restoredDir = join(root, 'restaurado');
    const restore = await command(['restore', '--in', file], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restaurada em');

    const db = openPglite(join(restoredDir, 'pgdata'));
    try {
      const restoredProducts = await db
        .selectFrom('products')
        .select('nome_produto')
        .where('nome_produto', 'in', productsBefore)
        .execute();
      expect(restoredProducts.map((row) => row.nome_produto).sort()).toEqual([...productsBefore].sort());
      const restoredMedia = await db.selectFrom('medias').select('nome_arquivo').execute();
      const mediaFolder = join(restoredDir, 'uploads/midias');
      const filesOnDisk = new Set(readdirSync(mediaFolder));
      for (const name of mediaBefore) {
        expect(restoredMedia.map((row) => row.nome_arquivo)).toContain(name);
        expect(filesOnDisk.has(name), name).toBe(true);
      }
      // Every media row of the copy (the demo's and the uploads) has its file, byte for byte.
      for (const row of restoredMedia) expect(filesOnDisk.has(row.nome_arquivo), row.nome_arquivo).toBe(true);
      const sample = mediaBefore[0] ?? '';
      expect(await readFile(join(mediaFolder, sample))).toEqual(demoAsset('produto.png'));
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('with the server stopped, the command copies the data folder itself', async () => {
    server.kill('SIGTERM');
    expect(await exited(server), running.output().slice(-3000)).toBe(0);
    expect(existsSync(join(dataDir, ENDPOINT_FILE))).toBe(false);
    // A copy cut short by a crash left its working folder behind: the next copy removes it.
    const leftover = join(dataDir, `${BACKUP_STAGING_PREFIX}antiga`);
    await mkdir(leftover);
    await writeFile(join(leftover, 'pgdata.tar'), 'metade');
    const backup = await command(['backup', '--out', join(root, 'parado.tar.gz')], dataDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('com o servidor parado');
    expect(existsSync(leftover)).toBe(false);
    const restoredDir = join(root, 'restaurado-parado');
    const restore = await command(['restore', '--in', join(root, 'parado.tar.gz')], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
  }, 60_000);
});

describe('refusals', () => {
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  const io: CommandIo = { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) };
  const settings = (folder: string, databaseUrl?: string): BackupSettings => ({
    dataDir: folder,
    databaseUrl,
  });
  const lastError = () => lines.err.at(-1) ?? '';

  /** A .tar.gz with these files in it (made where `files` says, then packed). */
  async function archive(name: string, files: Record<string, string>): Promise<string> {
    const folder = await mkdtemp(join(root, 'pacote-'));
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(folder, path)), { recursive: true });
      await writeFile(join(folder, path), content);
    }
    const file = join(root, name);
    await createTar({ gzip: true, cwd: folder, file }, Object.keys(files));
    return file;
  }

  it('restore refuses a data folder that is not empty and leaves it as it was', async () => {
    const folder = join(root, 'ocupada');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'notas.txt'), 'não apague');
    // Any existing file: the folder is checked before the file is even opened.
    const file = await archive('qualquer.tar.gz', { 'leia.txt': 'x' });
    const code = await runRestore(settings(folder), file, io);
    expect(code).toBe(1);
    expect(lastError()).toContain('não está vazia');
    expect(readdirSync(folder)).toEqual(['notas.txt']);
  });

  it('restore refuses a file that is not one of our backups and writes nothing', async () => {
    const target = join(root, 'nova');
    const plain = join(root, 'texto.txt');
    await writeFile(plain, 'isto não é uma cópia');
    const foreign = await archive('outra.tar.gz', {
      'pgdata/PG_VERSION': '17',
      'leia.txt': 'outro programa',
    });
    const wrongFormat = await archive('formato.tar.gz', {
      'manifest.json': JSON.stringify({ formato: 'outro', versao: 1, banco: 'pglite' }),
      'pgdata/PG_VERSION': '17',
    });
    for (const file of [plain, foreign, wrongFormat]) {
      expect(await runRestore(settings(target), file, io)).toBe(1);
      expect(lastError()).toContain('não é uma cópia de segurança deste produto');
      expect(existsSync(target)).toBe(false);
    }
    const newer = await archive('futura.tar.gz', {
      'manifest.json': JSON.stringify({
        formato: BACKUP_FORMAT,
        versao: BACKUP_FORMAT_VERSION + 1,
        banco: 'pglite',
        criadoEm: new Date().toISOString(),
        migracoes: [],
      }),
      'pgdata/PG_VERSION': '17',
    });
    expect(await runRestore(settings(target), newer, io)).toBe(1);
    expect(lastError()).toContain('mais novo que este servidor entende');
    expect(existsSync(target)).toBe(false);
  });

  it('on PostgreSQL the backup prints the pg_dump command and writes nothing', async () => {
    const file = join(root, 'postgres.tar.gz');
    const code = await runBackup(settings(dataDir, 'postgres://agente@127.0.0.1/agente'), file, io);
    expect(code).toBe(1);
    expect(lastError()).toContain('pg_dump --format=custom');
    expect(existsSync(file)).toBe(false);
    expect(await runRestore(settings(join(root, 'pg'), 'postgres://agente@127.0.0.1/agente'), file, io)).toBe(
      1,
    );
    expect(lastError()).toContain('pg_restore');
  });

  it('backup never overwrites an existing file', async () => {
    const file = join(root, 'existente.tar.gz');
    await writeFile(file, 'cópia anterior');
    expect(await runBackup(settings(dataDir), file, io)).toBe(1);
    expect(lastError()).toContain('já existe');
    expect(await readFile(file, 'utf8')).toBe('cópia anterior');
  });
});
