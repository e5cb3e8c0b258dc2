import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadOnDemandParts } from './src/testing/onDemandParts.ts';

// Modals, the open chat and the toasts load their code on demand: in place before a test shows them.
beforeAll(loadOnDemandParts);

afterEach(() => {
  cleanup();
});
