// Kept apart from config.ts so that the pages which show no external address (the login page above all) do not
// load the site configuration's reader.
import { createSiteConfig, readPageSiteConfig } from '@agente/rules';

/**
 * External addresses and videos (training, affiliate, support…), documented in @agente/rules' siteSettings. The
 * server writes them into the page at run time; without them (the Vite dev server) those elements stay hidden.
 */
export const siteConfig = readPageSiteConfig(() => createSiteConfig({}));
