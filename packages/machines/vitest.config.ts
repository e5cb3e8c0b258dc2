import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'machines',
    environment: 'node',
    // The test files of a worker share their modules instead of loading XState again for each file; every test
    // starts its own actors and restores what it stubs.
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
