import '@testing-library/jest-dom/vitest';
import { loadOnDemandParts } from '@agente/ui/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadResultsView } from './src/screens/Dashboard/resultsViewOnDemand.ts';
import { restoreSiteConfig } from './src/testing/siteConfig.ts';

// `npm test` runs the unit, story and end-to-end suites side by side on two cores: a screen can take a few seconds
// to settle there. A wait still ends the moment what it looks for shows up.
configure({ asyncUtilTimeout: 5_000 });

// Modals, the open chat, the toasts and the dashboard's results load their code on demand: in place before a test shows them.
beforeAll(() => Promise.all([loadOnDemandParts(), loadResultsView()]));

// The files of a worker share one page and one set of modules (no isolation, vitest.config.ts): each test leaves
// them as it found them.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  restoreSiteConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
