import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { openPglite } from '../src/db/database.ts';

/**
 * The real process (what `npm start` runs after building the apps) on its embedded database: SIGTERM lets a
 * request in flight finish, then the database is closed cleanly (it reopens with every row) and the exit code is 0.
 */

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

let dataDir = '';
let port = 0;
let server: ChildProcess;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'agente-shutdown-'));
  port = await freePort();
  server = spawn(resolve(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CONNECTION_SIMULATOR_PORT: '0',
      LOG_LEVEL: 'info',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/version.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await sleep(200);
  }
}, READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown (SIGTERM)', () => {
  it('finishes the request in flight, closes the database cleanly and exits 0', async () => {
    const body = JSON.stringify({ nome_produto: 'Criado durante o desligamento', categoria: 'Outros' });
    const login = await fetch(`http://${HOST}:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@exemplo.com.br', senha: 'cliente123' }),
    });
    const { token } = (await login.json()) as { token: string };

    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; text: string }>((done, fail) => {
      const pending = request(
        {
          host: HOST,
          port,
          method: 'POST',
          path: '/api/products',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => done({ status: response.statusCode ?? 0, text }));
        },
      );
      pending.on('error', fail);
      pending.write(body.slice(0, 10));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => pending.end(body.slice(10)), 500);
      }, 300);
    });

    const response = await answer;
    expect(response.status, response.text).toBe(201);
    expect(await exited(server)).toBe(0);
    expect(output).toContain('database closed');

    // Reopening the data folder finds the product written by the request that was in flight.
    const db = openPglite(join(dataDir, 'pgdata'));
    try {
      const rows = await db
        .selectFrom('products')
        .select('nome_produto')
        .where('nome_produto', '=', 'Criado durante o desligamento')
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});
