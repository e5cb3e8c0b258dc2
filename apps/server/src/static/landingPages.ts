import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@agente/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppBuild } from './appBuilds.ts';

/** The landing's pages rendered with this server's site configuration. */
export interface RenderedLanding {
  readonly pages: ReadonlyMap<string, string>;
  readonly sitemap: string;
  readonly robots: string;
}

/** What apps/landing/src/entry-server.tsx exports (built into dist-ssr/entry-server.js). */
interface LandingRenderer {
  routes: readonly string[];
  renderPage(path: string, config: SiteConfig, shell: unknown): Promise<string>;
  sitemap(config: SiteConfig): string;
  robots(config: SiteConfig): string;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Renders every landing page once, on first request, with the addresses read at start: the pages keep their
 * content in the HTML (speed, search engines) and carry this server's links without a rebuild. Null when the
 * build has no renderer (then the pre-rendered files are served as they are) or when rendering fails (logged).
 */
export function landingRendering(
  build: AppBuild,
  config: SiteConfig,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => Promise<RenderedLanding | null> {
  let rendering: Promise<RenderedLanding | null> | undefined;
  const render = async (): Promise<RenderedLanding | null> => {
    if (!build.ssrDir) return null;
    const entry = resolve(build.ssrDir, 'entry-server.js');
    const shellFile = resolve(build.ssrDir, 'shell.json');
    if (!(await exists(entry)) || !(await exists(shellFile))) return null;
    try {
      const renderer = (await import(pathToFileURL(entry).href)) as LandingRenderer;
      const shell: unknown = JSON.parse(await readFile(shellFile, 'utf8'));
      const pages = new Map<string, string>();
      for (const path of renderer.routes) pages.set(path, await renderer.renderPage(path, config, shell));
      return { pages, sitemap: renderer.sitemap(config), robots: renderer.robots(config) };
    } catch (error) {
      log.error({ err: error }, 'landing: falha ao renderizar as páginas; servindo as do build');
      return null;
    }
  };
  return () => {
    rendering ??= render();
    return rendering;
  };
}
