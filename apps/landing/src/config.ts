import { createSiteConfig } from '@agente/api';

/** The only place reading import.meta.env: the public addresses documented in @agente/api's siteConfig. */
export const siteConfig = createSiteConfig(import.meta.env);
