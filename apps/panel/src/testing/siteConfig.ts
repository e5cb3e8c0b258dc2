import type { SiteConfig } from '@agente/rules';
import { siteConfig } from '../siteConfig.ts';

// The test files of a worker share their modules (the panel's Vitest project runs without isolation), so a test
// changes the page's one site configuration in place and the setup file puts it back after every test.
const pristine = structuredClone(siteConfig);

/** The site addresses the screens under test read, until the test ends. */
export function setSiteConfig(config: SiteConfig): void {
  Object.assign(siteConfig, structuredClone(config));
}

export function restoreSiteConfig(): void {
  Object.assign(siteConfig, structuredClone(pristine));
}
