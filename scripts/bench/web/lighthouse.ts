// One Lighthouse run (mobile emulation, four categories) in the machine's Chromium, and the median of several:
// shared by the landing and panel parts of `npm run bench:web`.
import { AUTH_TOKEN_KEY } from '@agente/api';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Figures, medianRun, readFigures } from '../lighthouseFigures.ts';

export interface ChromeOptions {
  chromePath: string;
  chromeFlags: string[];
}

/** `token`: a panel session placed in local storage first (Lighthouse then keeps storage: disableStorageReset). */
async function runLighthouse(url: string, chrome: ChromeOptions, token: string | null): Promise<Figures> {
  const launched = await chromeLauncher.launch(chrome);
  try {
    if (token) {
      // Put the session where the panel reads it, on the panel's origin, before Lighthouse loads the page.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`);
      const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
      // A same-origin JSON address: the app's scripts stay out of the cache Lighthouse keeps.
      await page.goto(new URL('/version.json', url).href);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        AUTH_TOKEN_KEY,
        token,
      ] as const);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: launched.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: token !== null,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return readFigures(result.lhr);
  } finally {
    await launched.kill();
  }
}

/** `runs` Lighthouse runs of `url`, each printed; returns the one with the median performance score. */
export async function medianLighthouse(
  url: string,
  chrome: ChromeOptions,
  runs: number,
  token: string | null = null,
): Promise<Figures> {
  const results: Figures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const figures = await runLighthouse(url, chrome, token);
    console.log(
      `${new URL(url).pathname} run ${run}/${runs}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}`,
    );
    results.push(figures);
  }
  return medianRun(results);
}
