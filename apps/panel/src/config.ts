// The only module reading import.meta.env. Values come from VITE_* variables in the repo-root .env files.
import { createSiteConfig, readPageSiteConfig } from '@agente/api';

/** Where the API lives; '' means same origin (the product serves the API and the apps on one port). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * External addresses and videos (training, affiliate, support…), documented in @agente/api's siteConfig. The
 * server writes them into the page at run time; without them (the Vite dev server) those elements stay hidden.
 */
export const siteConfig = readPageSiteConfig(() => createSiteConfig({}));
