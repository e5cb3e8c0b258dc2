import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SiteConfig } from '@agente/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { siteConfigOf } from '../src/site/siteConfig.ts';
import type { WebBuilds } from '../src/static/appBuilds.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * The addresses of the site are read at start and reach the pages served without a rebuild: the landing is
 * rendered again with them (a fixture renderer laid out as the landing build leaves it), the panel's page
 * carries them inline. In the demo, unset addresses lead to the embedded checkout and the simulators.
 */

/** Starting a server with its database takes long on a busy shared machine. */
const START_TIMEOUT_MS = 180_000;
let root = '';
/** One server (starting one is slow on a busy machine): some addresses set, the rest left to the demo. */
let configured: TestContext;

/** Stands in for apps/landing/dist-ssr/entry-server.js: renders the plan link from the configuration given. */
const RENDERER = `
export const routes = ['/', '/compra-confirmada', '/termos', '/privacidade', '/cookies'];
export async function renderPage(path, config, shell) {
  const body = ['basic', 'pro'].map((plan) => '<a href="' + (config.checkoutUrls[plan] ?? '') + '">Assinar ' + plan + '</a>').join('');
  return shell.template.replace('<!--app-html-->', body).replace('<!--rota-->', path);
}
export const sitemap = (config) => '<urlset><url><loc>' + config.siteUrl + '/</loc></url></urlset>';
export const robots = (config) => 'Sitemap: ' + config.siteUrl + '/sitemap.xml';
`;

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

function pageConfig(html: string): SiteConfig {
  const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('page without the site configuration');
  return JSON.parse(match[1]) as SiteConfig;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'agente-site-'));
  const landing = join(root, 'landing');
  const ssr = join(root, 'landing-ssr');
  const panel = join(root, 'panel');
  await write(join(landing, 'index.html'), '<html><head></head><body>build sem endereços</body></html>');
  await write(join(ssr, 'entry-server.js'), RENDERER);
  await write(
    join(ssr, 'shell.json'),
    JSON.stringify({
      template: '<html><head><!--rota--></head><body><!--app-html--></body></html>',
      preloads: {},
    }),
  );
  await write(
    join(panel, 'index.html'),
    '<!doctype html><html><head><title>Painel</title></head><body></body></html>',
  );
  const builds: WebBuilds = {
    landing: { label: 'site', workspace: '@agente/landing', dir: landing, ssrDir: ssr },
    panel: { label: 'painel', workspace: '@agente/panel', dir: panel },
  };
  configured = await createTestContext({
    webBuilds: builds,
    env: {
      PUBLIC_URL: 'https://agente.exemplo.com.br',
      CHECKOUT_URL_PRO: 'https://pay.exemplo.com.br/pro',
      SUPPORT_WHATSAPP_NUMBER: '55 11 99999-8888',
      VIDEO_TRAINING_AGENT_COMMANDS_URL: 'https://videos.exemplo.com.br/comandos.mp4',
    },
  });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await configured.close();
  await rm(root, { recursive: true, force: true });
});

describe('addresses set in the environment', () => {
  it('are in the landing HTML itself, rendered at start, with no extra request', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="https://pay.exemplo.com.br/pro">Assinar pro</a>');
    expect(res.body).not.toContain('build sem endereços');
    const sitemap = await configured.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('https://agente.exemplo.com.br/');
  });

  it('reach the panel inline in its page', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/panel/meus-dados' });
    expect(res.statusCode).toBe(200);
    const config = pageConfig(res.body);
    expect(config.checkoutUrls.pro).toBe('https://pay.exemplo.com.br/pro');
    expect(config.support.chatUrl).toMatch(/^https:\/\/wa\.me\/5511999998888\?text=/);
    expect(config.videos.training.agentCommands?.url).toBe('https://videos.exemplo.com.br/comandos.mp4');
    // What is left unset still gets the demo's stand-in outside production.
    expect(config.checkoutUrls.basic).toBe('/simulador/checkout/basic');
  });
});

describe('addresses left unset (the demo)', () => {
  it('lead the plan buttons to the embedded checkout, with the e-mail passed along', async () => {
    const page = await configured.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<a href="/simulador/checkout/basic">');
    const res = await configured.app.inject({
      method: 'GET',
      url: '/simulador/checkout/basic?email=ana%40exemplo.com',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/checkout\/basic\?email=ana%40exemplo\.com$/,
    );
    const unknown = await configured.app.inject({ method: 'GET', url: '/simulador/checkout/ouro' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lead the other links to the simulator and to a page naming their setting', async () => {
    const chat = await configured.app.inject({ method: 'GET', url: '/simulador/whatsapp?text=Ol%C3%A1' });
    expect(chat.statusCode).toBe(302);
    expect(chat.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const social = await configured.app.inject({ method: 'GET', url: '/simulador/pagina/perfil-social' });
    expect(social.statusCode).toBe(200);
    expect(social.body).toContain('SOCIAL_PROFILE_URL');
    for (const slug of ['outra', 'constructor', '__proto__', 'toString']) {
      const page = await configured.app.inject({ method: 'GET', url: `/simulador/pagina/${slug}` });
      expect(page.statusCode).toBe(404);
    }
  });

  it('give each training lesson its own sample video', async () => {
    const config = pageConfig((await configured.app.inject({ method: 'GET', url: '/panel' })).body);
    const urls = Object.values(config.videos.training).map((video) => video?.url);
    expect(new Set(urls).size).toBe(5);
    expect(config.videos.training.buildingFlow?.url).toBe('/demo/treino-1.mp4');
  });
});

describe('in production', () => {
  it('hides every address left unset and keeps the ones set', () => {
    const config = siteConfigOf(
      loadConfig({ NODE_ENV: 'production', CHECKOUT_URL_BASIC: 'https://pay.exemplo.com.br/basic' }),
    );
    expect(config.checkoutUrls).toEqual({
      basic: 'https://pay.exemplo.com.br/basic',
      pro: null,
      advanced: null,
    });
    expect(config.support.chatUrl).toBeNull();
    expect(config.contactEmailUrl).toBeNull();
    expect(config.socialProfileUrl).toBeNull();
    expect(config.videos.demo).toBeNull();
    expect(Object.values(config.videos.training).every((video) => video === null)).toBe(true);
  });

  it('generates no checkout secret and starts no embedded checkout', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.checkoutWebhookSecret).toBeUndefined();
    expect(config.checkoutWebhookSecretGenerated).toBe(false);
  });
});
