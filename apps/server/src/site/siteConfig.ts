import { createSiteConfig, DEMO_ADDRESSES, type SiteConfig } from '@agente/rules';
import type { Config } from '../config.ts';

/** The demo's addresses apply wherever the product is not in production. */
export const usesDemoAddresses = (config: Pick<Config, 'nodeEnv'>) => config.nodeEnv !== 'production';

/** The site configuration every page served carries, from the settings read at start. */
export function siteConfigOf(config: Pick<Config, 'nodeEnv' | 'publicUrl' | 'siteSettings'>): SiteConfig {
  return createSiteConfig(
    { ...config.siteSettings, SITE_URL: config.publicUrl },
    usesDemoAddresses(config) ? DEMO_ADDRESSES : undefined,
  );
}
