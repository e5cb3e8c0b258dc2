import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { MEDIA_PUBLIC_PATH, type SiteConfig, siteConfigScript } from '@agente/rules';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HASHED_ASSET_MAX_AGE_S } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { registerDemoRoutes } from '../site/demoRoutes.ts';
import { siteConfigOf, usesDemoAddresses } from '../site/siteConfig.ts';
import {
  type AppBuild,
  DEFAULT_WEB_BUILDS,
  fileInside,
  isBuilt,
  LANDING_ROUTES,
  PANEL_HOME_PAGE,
  PANEL_HOME_PATHS,
  PANEL_PREFIX,
  PANEL_ROUTES,
} from './appBuilds.ts';
import { landingRendering, type RenderedLanding } from './landingPages.ts';
import { missingBuildPage } from './missingBuildPage.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';

/** Other static files of the builds (favicon, images, sample videos): revalidated after an hour. */
const PUBLIC_FILE_MAX_AGE_S = 60 * 60;
/** Brotli's default level (11) is for files compressed once; answers are compressed on every request. */
const BROTLI_QUALITY = 4;
const COMPRESS_THRESHOLD_BYTES = 1_024;
const MEDIA_FILE_NAME = /^[0-9a-f]+\.[a-z0-9]+$/;
/** Paths that never fall back to an app page: their unknown addresses answer the JSON 404. */
const NO_FALLBACK = /^\/(api|uploads)(\/|$)/;

/**
 * The contract describes the upload's multipart body for documentation; AJV cannot validate a stream, so the
 * multipart entry is dropped from route schemas and the media handler checks the fields with the same messages.
 */
function dropMultipartBodySchemas(route: RouteOptions): void {
  const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
  if (!body?.content || !('multipart/form-data' in body.content)) return;
  const { 'multipart/form-data': _multipart, ...others } = body.content;
  // Without another content type the body key goes away entirely: a `body: undefined` entry makes Fastify warn
  // "The body schema for POST: /api/midias/upload is missing".
  const { body: _body, ...rest } = route.schema ?? {};
  route.schema = Object.keys(others).length > 0 ? { ...rest, body: { ...body, content: others } } : rest;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

const HEAD_OPEN = /<head[^>]*>/i;

function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * A page of a build with this server's site configuration written first in its <head>, so the addresses read at
 * start reach the app without a rebuild and without a request of their own.
 */
async function sendHtmlFile(reply: FastifyReply, file: string, site: SiteConfig): Promise<FastifyReply> {
  const html = await readFile(file, 'utf8');
  return sendPage(
    reply,
    html.replace(HEAD_OPEN, (head) => `${head}${siteConfigScript(site)}`),
  );
}

/** Hashed build output (Vite's assets/ folder) never changes under its name; the rest is revalidated. */
async function sendBuildFile(
  reply: FastifyReply,
  build: AppBuild,
  file: string,
  site: SiteConfig,
): Promise<FastifyReply> {
  const name = relative(build.dir, file);
  if (name === 'index.html' || name.endsWith('.html')) return sendHtmlFile(reply, file, site);
  if (name.startsWith('assets/')) {
    return reply.sendFile(name, build.dir, { maxAge: HASHED_ASSET_MAX_AGE_S * 1_000, immutable: true });
  }
  return reply.sendFile(name, build.dir, { maxAge: PUBLIC_FILE_MAX_AGE_S * 1_000 });
}

async function sendAppPage(
  reply: FastifyReply,
  build: AppBuild,
  page: string,
  site: SiteConfig,
  status = 200,
): Promise<FastifyReply> {
  if (!(await isBuilt(build))) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(missingBuildPage(build));
  }
  const file = await fileInside(build.dir, page);
  return sendBuildFile(reply.code(status), build, file ?? `${build.dir}/index.html`, site);
}

/**
 * One port for everything: security headers and compression on every answer, the upload parser,
 * uploaded media at /uploads/midias (with ranges, so audio and video seek), the landing build at / and its
 * pages, the panel build at /login, /redefinir-senha and /panel/* with history fallback. Call before the API
 * routes are registered so that their hooks and parsers apply to them.
 */
export async function registerWebServing(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'storage' | 'webBuilds' | 'simulators'>,
): Promise<void> {
  const { config, storage } = deps;
  const { landing, panel } = deps.webBuilds ?? DEFAULT_WEB_BUILDS;
  const site = siteConfigOf(config);
  const renderedLanding = landingRendering(landing, site, app.log);
  app.addHook('onRoute', dropMultipartBodySchemas);
  await app.register(multipart);
  registerSecurityHeaders(app, {
    extraFrameHosts: config.cspFrameHosts,
    https: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  // Only reply.sendFile: every route below decides itself which folder and which cache policy apply.
  // preCompressed: the builds leave .br/.gz copies of their big assets (scripts/precompress.ts), compressed
  // once at the highest level; a file without one is compressed on the fly by the compress plugin.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  app.get(
    `${MEDIA_PUBLIC_PATH}/:file`,
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const directory = storage.localDirectory;
      const { file } = request.params;
      if (!directory || !MEDIA_FILE_NAME.test(file) || !(await fileInside(directory, `/${file}`))) {
        return reply.callNotFound();
      }
      // An uploaded file is the customer's content, not ours: sandboxed, it runs no script and reaches no
      // cookie or storage of the site even when a browser renders it as a page (a PDF viewer does).
      const csp = reply.getHeader('content-security-policy');
      reply.header('content-security-policy', csp ? `${String(csp)};sandbox` : 'sandbox');
      if (file.endsWith('.pdf')) reply.header('content-disposition', `inline; filename="${file}"`);
      // Names are random and never reused: the file under a name never changes.
      return reply.sendFile(file, directory, { maxAge: HASHED_ASSET_MAX_AGE_S * 1_000, immutable: true });
    },
  );

  const panelPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (PANEL_HOME_PATHS.has(path)) return sendAppPage(reply, panel, PANEL_HOME_PAGE, site);
    if (path.startsWith(PANEL_PREFIX)) {
      const file = await fileInside(panel.dir, path.slice(PANEL_PREFIX.length - 1));
      if (file) return sendBuildFile(reply, panel, file, site);
      // A missing script or image must not be answered with a page.
      if (path.startsWith(`${PANEL_PREFIX}assets/`)) return reply.callNotFound();
    }
    return sendAppPage(reply, panel, '/index.html', site);
  };
  for (const route of PANEL_ROUTES) app.get(route, panelPage);
  if (usesDemoAddresses(config)) registerDemoRoutes(app, deps.simulators);
  app.get(`${PANEL_PREFIX}*`, panelPage);

  app.get('/*', async (request, reply) => {
    const path = pathOf(request);
    if (NO_FALLBACK.test(path)) return reply.callNotFound();
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const rendered: RenderedLanding | null = (await isBuilt(landing)) ? await renderedLanding() : null;
    if (LANDING_ROUTES.has(route)) {
      const page = rendered?.pages.get(route);
      if (page) return sendPage(reply, page);
      return sendAppPage(reply, landing, route === '/' ? '/index.html' : `${route}/index.html`, site);
    }
    if (rendered && (path === '/sitemap.xml' || path === '/robots.txt')) {
      return reply
        .type(path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(path === '/robots.txt' ? rendered.robots : rendered.sitemap);
    }
    const file = await fileInside(landing.dir, path);
    if (file) return sendBuildFile(reply, landing, file, site);
    if (path.startsWith('/assets/')) return reply.callNotFound();
    // Unknown address: the landing page, whose router sends the visitor to /.
    const home = rendered?.pages.get('/');
    if (home) return sendPage(reply.code(404), home);
    return sendAppPage(reply, landing, '/index.html', site, 404);
  });
}
