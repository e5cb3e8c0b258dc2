import { getJestConfig } from '@storybook/test-runner';

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
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
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
