import { getJestConfig } from '@storybook/test-runner';
import chromium from './e2e/support/chromium.json' with { type: 'json' };

// The test-runner's defaults, plus the headless Chromium installed on the machine (browsers cannot be downloaded).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromium,
      // A fixed viewport and no motion keep the screenshots stable from run to run.
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        // Marks the browser so .storybook/preview.tsx can leave accessibility checks to the runner's axe.
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome StorybookTestRunner',
      },
    },
  },
};
