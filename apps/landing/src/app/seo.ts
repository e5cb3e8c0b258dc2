import type { SiteConfig } from '@agente/rules';
import { LANDING_ROUTES, type LandingPath } from './routes.paths.ts';
import { PAGE_META } from './seo.copy.ts';
import { SITE_COPY } from './site.copy.ts';

/** The link-preview image, in public/ (1200×630). */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1_200, height: 630 } as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The <head> tags of one pre-rendered page: title, description, canonical, Open Graph and Twitter card. */
export function headTags(path: LandingPath, config: Pick<SiteConfig, 'siteUrl'>): string {
  const meta = PAGE_META[path];
  const url = `${config.siteUrl}${path}`;
  const image = `${config.siteUrl}${OG_IMAGE.path}`;
  const tag = (name: string, attrs: Record<string, string | number>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
      .join(' ')} />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    meta.noIndex ? tag('meta', { name: 'robots', content: 'noindex' }) : '',
    tag('link', { rel: 'canonical', href: url }),
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:locale', content: 'pt_BR' }),
    tag('meta', { property: 'og:site_name', content: SITE_COPY.seo.siteName }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:image:width', content: OG_IMAGE.width }),
    tag('meta', { property: 'og:image:height', content: OG_IMAGE.height }),
    tag('meta', { property: 'og:image:alt', content: SITE_COPY.seo.ogImageAlt }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** sitemap.xml listing every indexable landing route. */
export function sitemapXml(config: Pick<SiteConfig, 'siteUrl'>): string {
  const urls = LANDING_ROUTES.filter((path) => !PAGE_META[path].noIndex)
    .map((path) => `  <url><loc>${escapeHtml(`${config.siteUrl}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: the site is public, the panel and the API are not for crawlers. */
export function robotsTxt(config: Pick<SiteConfig, 'siteUrl'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /panel',
    'Disallow: /api/',
    '',
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
