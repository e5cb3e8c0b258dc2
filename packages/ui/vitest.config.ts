import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    // npm test runs the three suites side by side on two cores: a test that takes 1 s alone can take several there.
    testTimeout: 20_000,
    environment: 'happy-dom',
    // The test files of a worker share their modules and page instead of loading React, react-aria and the
    // design system again for each file (about half of this project's time); the setup file cleans up after
    // every test.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
