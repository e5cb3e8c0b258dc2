import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'machines',
    // npm test runs the three suites side by side on two cores: a test that takes 1 s alone can take several there.
    testTimeout: 20_000,
    environment: 'node',
    // The test files of a worker share their modules instead of loading XState again for each file; every test
    // starts its own actors and restores what it stubs.
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
