import path from 'node:path';
import type { expect as jestExpect } from '@jest/globals';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

// The hooks run inside Jest, whose `expect` is a global there (this file is also loaded outside Jest).
declare const expect: typeof jestExpect;

/** Baselines are committed; update them with `npm run test:stories:update`. */
const SNAPSHOTS_DIR = path.join(process.cwd(), '.storybook', '__snapshots__');
/** Up to 0.5 % of pixels may differ, to absorb antialiasing. */
const SCREENSHOT_FAILURE_THRESHOLD = 0.005;

/** Stories render fragments, not pages: page-level landmark and heading rules do not apply. */
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

interface StoryParameters {
  a11y?: { disable?: boolean; config?: { rules?: Array<{ id: string; enabled: boolean }> } };
  screenshot?: { disable?: boolean };
}

const config: TestRunnerConfig = {
  tags: { skip: ['skip-test'] },
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const parameters = storyContext.parameters as StoryParameters;

    if (!parameters.a11y?.disable) {
      const rules: Record<string, { enabled: boolean }> = {};
      for (const id of PAGE_LEVEL_RULES) rules[id] = { enabled: false };
      for (const rule of parameters.a11y?.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled };
      // Violations throw, which fails the story.
      await checkA11y(page, 'body', {
        detailedReport: true,
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: {
          runOnly: {
            type: 'tag',
            values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
          },
          rules,
        },
      });
    }

    if (!parameters.screenshot?.disable) {
      // The static build is already loaded; only web fonts may still be on their way.
      await page.evaluate(() => document.fonts.ready);
      const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOTS_DIR,
        customSnapshotIdentifier: context.id,
        failureThreshold: SCREENSHOT_FAILURE_THRESHOLD,
        failureThresholdType: 'percent',
        // Compare in the worker instead of spawning a process per screenshot.
        runInProcess: true,
      });
    }
  },
};

export default config;
