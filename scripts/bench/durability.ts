// Durability benchmark (npm run bench:durability): writes through the API on the embedded database, kills the
// server with SIGKILL in the middle of the stream, starts it again on the same data folder and counts how many
// of the writes the server had acknowledged are still there. Prints acknowledged vs found.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProductServer } from '../lib/productServer.ts';
import { appendBenchmarkSection } from './report.ts';

const WRITERS = 8;
const KILL_AFTER_MS = 5_000;
const DEMO_CUSTOMER = { email: 'cliente@exemplo.com.br', senha: 'cliente123' };

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!response.ok) throw new Error(`login falhou: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agente-durability-'));
  try {
    const first = await startProductServer({ dataDir, quiet: true });
    const token = await login(first.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const acknowledged = new Set<string>();
    let sent = 0;
    let stop = false;

    const writer = async (writerId: number) => {
      for (let n = 0; !stop; n += 1) {
        const name = `dur-${writerId}-${n}`;
        sent += 1;
        try {
          const response = await fetch(`${first.url}/api/products`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ nome_produto: name, categoria: 'Outros', categoria_outra: 'Testes' }),
          });
          if (response.status === 201) acknowledged.add(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
    await sleep(KILL_AFTER_MS);
    await first.kill();
    stop = true;
    await Promise.all(writers);

    const second = await startProductServer({ dataDir, quiet: true });
    const list = await fetch(`${second.url}/api/products/list`, {
      headers: { authorization: `Bearer ${await login(second.url)}` },
    });
    const names = new Set(
      ((await list.json()) as { products: { nome_produto: string }[] }).products.map((p) => p.nome_produto),
    );
    await second.stop();

    const found = [...acknowledged].filter((name) => names.has(name)).length;
    const lost = acknowledged.size - found;
    const table = [
      '| writes sent | acknowledged (201) | found after SIGKILL + restart | lost |',
      '| ---: | ---: | ---: | ---: |',
      `| ${sent} | ${acknowledged.size} | ${found} | ${lost} |`,
    ].join('\n');
    console.log(table);
    await appendBenchmarkSection(
      'Durability (embedded database, SIGKILL mid-stream)',
      'npm run bench:durability',
      `${WRITERS} writers creating products for ${KILL_AFTER_MS / 1000} s, then SIGKILL and a restart on the same data folder.\n\n${table}`,
    );
    if (lost > 0) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
