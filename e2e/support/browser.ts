import type { PlaywrightTestConfig } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

/**
 * Debian's Chromium (test tools cannot download a browser here), without its background services. The JSON
 * file is the one list of its flags: the stories' Jest config and the Lighthouse benchmark, not TypeScript, read
 * it too.
 */
export const CHROMIUM: { executablePath: string; args: string[] } = chromium;

/** The browser every journey runs in, the panel's and the landing's: a Brazilian visitor's, in that Chromium. */
export const JOURNEY_BROWSER = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  // Recording a trace of every journey (DOM snapshots, a screencast) made them about a sixth slower, for traces
  // kept only on failure: rerun a failing journey with --trace=on to get one.
  trace: 'off',
  screenshot: 'only-on-failure',
  launchOptions: CHROMIUM,
} satisfies PlaywrightTestConfig['use'];
