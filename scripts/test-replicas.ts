// Two product servers on one PostgreSQL database behind nginx (round robin), as a deployment with more than one
// server runs: the journeys in e2e/replicas check that sessions, rate limits, uploaded files, the embedded
// simulators and the job queue behave as one product. Needs TEST_DATABASE_URL and Debian's nginx.
// Usage: tsx scripts/test-replicas.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BIN, freePort, freshPostgresDatabase, run, startProductServer } from './lib/productServer.ts';

const NGINX = '/usr/sbin/nginx';
const HOST = '127.0.0.1';
const NGINX_READY_TIMEOUT_MS = 10_000;

function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  return `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_max_body_size 100m;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream product {
${upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen ${HOST}:${port};
    location / {
      proxy_pass http://product;
      # A server that is stopping answers 503 (or refuses the connection): the request goes to the other one, and
      # the failing server is left out for fail_timeout (open-source nginx checks passively; see docs/deploy.md).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

async function startNginx(dir: string, port: number, upstreams: readonly string[]): Promise<ChildProcess> {
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, nginxConfig(dir, port, upstreams));
  const child = spawn(NGINX, ['-c', file, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + NGINX_READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o nginx terminou com código ${child.exitCode}`);
    try {
      if ((await fetch(`http://${HOST}:${port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('o nginx não respondeu');
    await sleep(200);
  }
}

/** Where the demo's WhatsApp link leads: the simulator of whichever server runs it. */
async function hostedSimulatorUrl(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/simulador/whatsapp`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error('nenhum servidor roda o simulador do WhatsApp');
  return new URL(location).origin;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('test:replicas pulado: defina TEST_DATABASE_URL (um PostgreSQL) para rodar dois servidores.');
    return 0;
  }
  if (!existsSync(NGINX)) {
    console.error(`test:replicas precisa do nginx em ${NGINX} (apt-get install nginx).`);
    return 1;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'agente-replicas-'));
  const database = await freshPostgresDatabase(databaseUrl);
  const nginxPort = await freePort();
  const publicUrl = `http://${HOST}:${nginxPort}`;
  // What both servers share: the database, the media folder, the public address and the webhook secret.
  const env = {
    DEMO_DATA: 'true',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    CHECKOUT_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  };
  const dataDir = path.join(dir, 'data');
  const servers = [];
  let nginx: ChildProcess | undefined;
  try {
    // Both start at once on the fresh database, as replicas of a deployment do: one migrates and seeds while the
    // other waits, and one of them runs the simulators.
    const started = await Promise.allSettled(
      [0, 1].map(() => startProductServer({ dataDir, databaseUrl: database.url, env, quiet: true })),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const [first, second] = servers;
    if (!first || !second) throw new Error('os dois servidores não iniciaram');
    nginx = await startNginx(dir, nginxPort, [first.url, second.url]);
    const simulatorUrl = await hostedSimulatorUrl(first.url);
    console.log(`\n▶ dois servidores (${first.url}, ${second.url}) atrás do nginx em ${publicUrl}`);
    return await run(path.join(BIN, 'playwright'), ['test', '-c', 'e2e/replicas/playwright.config.ts'], {
      E2E_BASE_URL: publicUrl,
      E2E_TARGET: 'replicas',
      E2E_SIMULATOR_URL: simulatorUrl,
      REPLICA_A_URL: first.url,
      REPLICA_B_URL: second.url,
    });
  } finally {
    nginx?.kill('SIGQUIT');
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
