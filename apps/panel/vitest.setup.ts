import '@testing-library/jest-dom/vitest';
import { loadOnDemandParts } from '@agente/ui/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Modals, the open chat and the toasts load their code on demand: in place before a test shows them.
beforeAll(loadOnDemandParts);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
