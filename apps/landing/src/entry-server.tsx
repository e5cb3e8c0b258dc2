import { type SiteConfig, siteConfigScript } from '@agente/rules';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/App.tsx';
import { LANDING_ROUTES, type LandingPath } from './app/routes.paths.ts';
import { headTags, robotsTxt, sitemapXml } from './app/seo.ts';
import { setSiteConfig } from './config.ts';

/** The client build's index.html and, per route, the tags preloading its page chunk (written by prerender.ts). */
export interface PageShell {
  readonly template: string;
  readonly preloads: Readonly<Record<LandingPath, string>>;
}

const HEAD_SLOT = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const HTML_SLOT = '<!--app-html-->';

/**
 * One route as a whole HTML page, rendered with the given site configuration, which the page also carries
 * inline so that hydration sees the same addresses. Run by prerender.ts at build time and by the server
 * at start with the addresses of its environment.
 */
export async function renderPage(path: LandingPath, config: SiteConfig, shell: PageShell): Promise<string> {
  setSiteConfig(config);
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const head = [headTags(path, config), siteConfigScript(config), shell.preloads[path]].join('\n    ');
  // Functions as replacements: a `$` in the content must not be read as a replacement pattern.
  return shell.template.replace(HEAD_SLOT, () => head).replace(HTML_SLOT, () => html);
}

export const routes = LANDING_ROUTES;
export const sitemap = (config: SiteConfig) => sitemapXml(config);
export const robots = (config: SiteConfig) => robotsTxt(config);
