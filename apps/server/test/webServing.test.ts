import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebBuilds } from '../src/static/appBuilds.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * One port: the landing build at / and its pages, the panel build at /login, /redefinir-senha and
 * /panel/* with history fallback, /version.json, security headers, compression and cache policies. The builds
 * are small fixture folders laid out as Vite writes them.
 */

let root = '';
let builds: WebBuilds;
let ctx: TestContext;
/** A missing panel build, to see the 503 page that says how to build it. */
let unbuilt: TestContext;

const BIG_ASSET = `export const texto = ${JSON.stringify('palavra '.repeat(3_000))};`;

const page = (title: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>${title}</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<p>conteúdo</p>'.repeat(200)}</body></html>`;

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'agente-web-'));
  const landing = join(root, 'landing');
  const panel = join(root, 'panel');
  await write(join(landing, 'index.html'), page('Site'));
  for (const route of ['compra-confirmada', 'termos', 'privacidade', 'cookies']) {
    await write(join(landing, route, 'index.html'), page(`Site ${route}`));
  }
  await write(join(landing, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(4_000))});`);
  await write(join(landing, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write(join(landing, 'version.json'), JSON.stringify({ version: 'landing-1' }));
  await write(join(panel, 'index.html'), page('Painel'));
  // The build's copy of index.html for the panel's home, which also preloads the home's code.
  await write(join(panel, 'home.html'), page('Painel, início'));
  await write(join(panel, 'assets', 'panel-9z8y7x.js'), 'export {};');
  // What the build's precompress step leaves beside a big asset: compressed once, at the highest level.
  await write(join(panel, 'assets', 'big-4d5e6f.js'), BIG_ASSET);
  await writeFile(join(panel, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(BIG_ASSET));
  await writeFile(join(panel, 'assets', 'big-4d5e6f.js.gz'), gzipSync(BIG_ASSET, { level: 9 }));
  await write(join(panel, 'version.json'), JSON.stringify({ version: 'panel-1' }));
  builds = {
    landing: { label: 'site', workspace: '@agente/landing', dir: landing },
    panel: { label: 'painel', workspace: '@agente/panel', dir: panel },
  };
  ctx = await createTestContext({ webBuilds: builds });
  unbuilt = await createTestContext({
    webBuilds: { ...builds, panel: { ...builds.panel, dir: join(root, 'nao-compilado') } },
  });
});
afterAll(async () => {
  await ctx.close();
  await unbuilt.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({ method: 'GET', url, headers });

describe('one port', () => {
  it.each([
    ['/', 'Site'],
    ['/compra-confirmada', 'Site compra-confirmada'],
    ['/termos/', 'Site termos'],
    ['/privacidade', 'Site privacidade'],
    ['/cookies', 'Site cookies'],
    ['/login', 'Painel'],
    ['/login?token=abc', 'Painel'],
    ['/redefinir-senha?token=abc', 'Painel'],
    ['/panel', 'Painel, início'],
    ['/panel/', 'Painel, início'],
    ['/panel?aba=1', 'Painel, início'],
    ['/panel/kanban/12', 'Painel'],
  ])('serves %s from its app (no-cache, so a new build shows at once)', async (url, title) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('serves the panel home as index.html when the build has no home page of its own', async () => {
    const home = join(builds.panel.dir, 'home.html');
    await rm(home);
    try {
      expect((await get('/panel')).body).toContain('<title>Painel</title>');
    } finally {
      await write(home, page('Painel, início'));
    }
  });

  it('answers an unknown address with the landing page (its router goes to /) and a 404 status', async () => {
    const response = await get('/pagina/que/nao/existe');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Site</title>');
  });

  it('never answers a missing script with a page, nor an unknown API or upload address', async () => {
    for (const url of [
      '/assets/nao-existe.js',
      '/panel/assets/nao-existe.js',
      '/api/nao-existe',
      '/uploads/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Endereço não encontrado.', code: 'NAO_ENCONTRADO' });
    }
  });

  it('caches hashed assets for a year and other files for an hour, and compresses text', async () => {
    const hashed = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
    expect((await get('/panel/assets/panel-9z8y7x.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('sends the precompressed copy of an asset when the build left one, else compresses on the fly', async () => {
    const brotli = await get('/panel/assets/big-4d5e6f.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload).toEqual(brotliCompressSync(BIG_ASSET));
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_ASSET);

    const gzip = await get('/panel/assets/big-4d5e6f.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_ASSET);

    const plain = await get('/panel/assets/big-4d5e6f.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);

    // No precompressed copy: the asset is still compressed, on the fly.
    const landing = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('console.log');
  });

  it('sends the security headers on pages and API answers alike', async () => {
    for (const url of ['/', '/panel/kanban/1', '/api/products/list']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).toBe("'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('publishes /version.json without cache; the version changes when either app is rebuilt', async () => {
    const first = await get('/version.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { version } = first.json() as { version: string };
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect((await get('/version.json')).json()).toEqual({ version });
    await writeFile(join(builds.panel.dir, 'version.json'), JSON.stringify({ version: 'panel-2' }));
    expect((await get('/version.json')).json().version).not.toBe(version);
  });

  it('says how to build an app whose build is missing (503), instead of a blank page', async () => {
    const response = await get('/login', {}, unbuilt.app);
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('npm run build -w @agente/panel');
    expect((await get('/', {}, unbuilt.app)).statusCode).toBe(200);
  });
});
