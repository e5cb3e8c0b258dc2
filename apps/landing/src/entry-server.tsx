import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/App.tsx';
import { LANDING_ROUTES, type LandingPath } from './app/routes.paths.ts';
import { headTags, robotsTxt, sitemapXml } from './app/seo.ts';
import { siteConfig } from './config.ts';

/** Renders one route to HTML, waiting for its lazy page chunk (used by prerender.ts at build time). */
export async function renderRoute(path: LandingPath): Promise<{ html: string; head: string }> {
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, head: headTags(path, siteConfig) };
}

export const routes = LANDING_ROUTES;
export const sitemap = () => sitemapXml(siteConfig);
export const robots = () => robotsTxt(siteConfig);
