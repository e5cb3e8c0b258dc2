import type { SiteConfig } from './siteSettings.ts';

/** Id of the inline JSON the server writes into every page it serves. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The site configuration as an inline, non-executed JSON element. `<` is escaped so that no value can
 * close the element early; the page reads it without an extra request.
 */
export function siteConfigScript(config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * The configuration the server wrote into this page, or `fallback` where there is none (the Vite dev
 * server, Storybook, unit tests).
 */
export function readPageSiteConfig(fallback: () => SiteConfig): SiteConfig {
  if (typeof document === 'undefined') return fallback();
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return fallback();
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return fallback();
  }
}
