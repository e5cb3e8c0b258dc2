import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** A web app built by Vite and served by this server on the same port. */
export interface AppBuild {
  /** pt-BR name for the "not built yet" page. */
  readonly label: string;
  /** npm workspace that builds it. */
  readonly workspace: string;
  /** Its dist folder. */
  readonly dir: string;
  /** The server-side renderer and page shell the build leaves beside dist (the landing's), if any. */
  readonly ssrDir?: string;
}

export const LANDING_BUILD: AppBuild = {
  label: 'site',
  workspace: '@agente/landing',
  dir: resolve(REPO_ROOT, 'apps/landing/dist'),
  ssrDir: resolve(REPO_ROOT, 'apps/landing/dist-ssr'),
};

export const PANEL_BUILD: AppBuild = {
  label: 'painel',
  workspace: '@agente/panel',
  dir: resolve(REPO_ROOT, 'apps/panel/dist'),
};

/** The two builds served on the one port. */
export interface WebBuilds {
  readonly landing: AppBuild;
  readonly panel: AppBuild;
}

export const DEFAULT_WEB_BUILDS: WebBuilds = { landing: LANDING_BUILD, panel: PANEL_BUILD };

/** Landing routes; the landing build pre-renders each as dist/<route>/index.html. */
export const LANDING_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/compra-confirmada',
  '/termos',
  '/privacidade',
  '/cookies',
]);

/** Panel entry points besides /panel/*: they all load the panel's index.html (history fallback). */
export const PANEL_ROUTES: ReadonlySet<string> = new Set(['/login', '/redefinir-senha', '/panel']);

/**
 * The panel's home (/panel, where a login lands) gets the build's home.html: index.html that also preloads the
 * home's code, so a browser asks for it with the entry's. A build without one gets index.html.
 */
export const PANEL_HOME_PATHS: ReadonlySet<string> = new Set(['/panel', '/panel/']);
export const PANEL_HOME_PAGE = '/home.html';

/** The panel is built with base /panel/, so its files live under that prefix. */
export const PANEL_PREFIX = '/panel/';

/**
 * The file a URL path names inside `root`, only when it is a regular file that really is inside `root`
 * (a path with .. or an encoded separator never escapes it).
 */
export async function fileInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (!file.startsWith(root + sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

export async function isBuilt(build: AppBuild): Promise<boolean> {
  try {
    return (await stat(resolve(build.dir, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

/** A build's version: dist/version.json written by the build, else a hash of its index.html; null when not built. */
async function buildVersion(build: AppBuild): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(resolve(build.dir, 'version.json'), 'utf8'));
    const version = (parsed as { version?: unknown } | null)?.version;
    if (typeof version === 'string' && version !== '') return version;
  } catch {
    // no version.json: fall back to the index.html, which changes with every build's asset hashes
  }
  try {
    return createHash('sha256')
      .update(await readFile(resolve(build.dir, 'index.html')))
      .digest('hex');
  } catch {
    return null;
  }
}

/** Version served at /version.json: changes whenever either app is rebuilt. */
export async function publishedVersion(builds: WebBuilds = DEFAULT_WEB_BUILDS): Promise<string> {
  const versions = await Promise.all([builds.landing, builds.panel].map(buildVersion));
  return createHash('sha256')
    .update(versions.map((version) => version ?? '-').join('|'))
    .digest('hex')
    .slice(0, 16);
}
