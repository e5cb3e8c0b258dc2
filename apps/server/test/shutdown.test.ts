import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/database.ts';
import { exited, HOST, type ServerProcess, startServerProcess } from './serverProcess.ts';

/**
 * The real process (what `npm start` runs after building the apps) on its embedded database: SIGTERM lets a
 * request in flight finish, then the database is closed cleanly (it reopens with every row) and the exit code is 0.
 */

// A fresh embedded database migrates at start: on a machine busy with the other suites that can take minutes.
const READY_TIMEOUT_MS = 150_000;

let dataDir = '';
let port = 0;
let server: ChildProcess;
let running: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'agente-shutdown-'));
  running = await startServerProcess(dataDir, { logLevel: 'info', readyTimeoutMs: READY_TIMEOUT_MS });
  ({ child: server, port } = running);
}, READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown (SIGTERM)', () => {
  it('finishes the request in flight, closes the database cleanly and exits 0', async () => {
    const body = JSON.stringify({
      nome_produto: 'Criado durante o desligamento',
      categoria: 'Outros',
      categoria_outra: 'Doces',
    });
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
    expect(running.output()).toContain('database closed');

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
