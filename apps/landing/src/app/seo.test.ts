import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES } from './routes.paths.ts';
import { headTags, robotsTxt, sitemapXml } from './seo.ts';

const CONFIG = { siteUrl: 'https://agente.exemplo.com.br' };

describe('landing SEO files', () => {
  it('gives every page a title, a description, a canonical address and Open Graph tags', () => {
    for (const path of LANDING_ROUTES) {
      const head = headTags(path, CONFIG);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toContain('<meta name="description" content="');
      expect(head).toContain(`<link rel="canonical" href="https://agente.exemplo.com.br${path}" />`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) {
        expect(head).toContain(`property="${property}"`);
      }
    }
  });

  it('keeps the post-purchase page out of search results and the sitemap', () => {
    expect(headTags('/compra-confirmada', CONFIG)).toContain('<meta name="robots" content="noindex" />');
    expect(headTags('/', CONFIG)).not.toContain('noindex');
    const sitemap = sitemapXml(CONFIG);
    expect(sitemap).toContain('<loc>https://agente.exemplo.com.br/</loc>');
    expect(sitemap).toContain('<loc>https://agente.exemplo.com.br/termos</loc>');
    expect(sitemap).not.toContain('compra-confirmada');
  });

  it('points crawlers at the sitemap and away from the panel and the API', () => {
    const robots = robotsTxt(CONFIG);
    expect(robots).toContain('Sitemap: https://agente.exemplo.com.br/sitemap.xml');
    expect(robots).toContain('Disallow: /panel');
    expect(robots).toContain('Disallow: /api/');
  });

  it('escapes what it writes into attributes', () => {
    expect(headTags('/', { siteUrl: 'https://a.example/"><script>' })).not.toContain('"><script>');
  });
});
