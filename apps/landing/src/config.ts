import { createSiteConfig, readPageSiteConfig, type SiteConfig } from '@agente/rules';

/**
 * The public addresses documented in @agente/rules' siteSettings. The server writes them into every page it
 * serves; without them (the Vite dev server) every configurable element stays hidden.
 */
// A live binding: the server's pre-render at start sets its own before rendering each page.
export let siteConfig: SiteConfig = readPageSiteConfig(() => createSiteConfig({}));

/** Used by the server-side renderer (entry-server.tsx) only. */
export function setSiteConfig(config: SiteConfig): void {
  siteConfig = config;
}
