import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadOnDemandParts } from './src/testing/onDemandParts.ts';

// `npm test` runs the unit, story and end-to-end suites side by side on two cores: a screen can take a few seconds
// to settle there. A wait still ends the moment what it looks for shows up.
configure({ asyncUtilTimeout: 5_000 });

// Modals, the open chat and the toasts load their code on demand: in place before a test shows them.
beforeAll(loadOnDemandParts);

// The files of a worker share one page and one set of modules (no isolation, vitest.config.ts): each test leaves
// them as it found them.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
