import { readFile } from 'node:fs/promises';
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
  viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
}

interface PreviewGlobal {
  __STORYBOOK_PREVIEW__: { ready: () => Promise<void> };
}

/** The house font (packages/ui's UiProvider bundles it), as its @font-face rules name it. */
const BODY_FONT_FAMILY = 'Inter Variable';

/** The page size of stories that pick no viewport (the browser context's, test-runner-jest.config.js). */
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/**
 * The page size a story picks with `globals: { viewport: { value } }`: a key of the viewport options in
 * .storybook/preview.tsx (e.g. 'phone') or 'width-height' in pixels, as the Storybook toolbar reads it.
 */
function storyViewport(story: { parameters: StoryParameters; storyGlobals?: Record<string, unknown> }) {
  const global = story.storyGlobals?.viewport as { value?: string } | string | undefined;
  const value = typeof global === 'string' ? global : global?.value;
  if (!value) return DEFAULT_VIEWPORT;
  const styles = story.parameters.viewport?.options?.[value]?.styles;
  const [width, height] = styles ? [styles.width, styles.height] : value.split('-');
  const size = { width: Number.parseInt(width ?? '', 10), height: Number.parseInt(height ?? '', 10) };
  if (Number.isNaN(size.width) || Number.isNaN(size.height)) {
    throw new Error(`Unknown story viewport '${value}': add it to the viewport options in preview.tsx`);
  }
  return size;
}

const config: TestRunnerConfig = {
  tags: { skip: ['skip-test'] },
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // One page renders story after story: every story sets its own size before it renders. The story's
    // parameters can be read once the preview has indexed the stories.
    await page.evaluate(() => (globalThis as unknown as PreviewGlobal).__STORYBOOK_PREVIEW__.ready());
    const storyContext = await getStoryContext(page, context);
    await page.setViewportSize(storyViewport(storyContext as Parameters<typeof storyViewport>[0]));
    // Smooth scrolling and exit animations would let a screenshot catch the page mid-way (a focused field
    // scrolling into view, a closing popover); with reduced motion the story settles at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The web font before the story renders: text set in the fallback font and swapped later changes the page's
    // height under a scroll a play function already made (a focused button), and the screenshot shifts.
    await page.evaluate(async (family) => {
      await document.fonts.load(`1em "${family}"`, 'Aa Çç Ãã Éé');
      await document.fonts.ready;
    }, BODY_FONT_FAMILY);
    // One page renders every story of a file: axe, once in it, stays.
    if (!(await page.evaluate(() => 'axe' in globalThis))) await injectAxe(page);
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
          // Only violations fail a story: axe builds full results for them alone, not for every passing node.
          resultTypes: ['violations'],
        },
      });
    }

    // After a failed play function the page shows a half-played story: comparing it would only replace the
    // play function's error with a screenshot mismatch.
    if (!parameters.screenshot?.disable && !context.hasFailure) {
      // The static build is already loaded; only web fonts may still be on their way.
      await page.evaluate(() => document.fonts.ready);
      const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      // Chromium encodes the same pixels into the same bytes: a byte-identical baseline needs no decoding and
      // pixel comparison (a tenth of a second a story). Anything else goes through the threshold below.
      const baseline = await readFile(path.join(SNAPSHOTS_DIR, `${context.id}.png`)).catch(() => null);
      if (baseline?.equals(image)) return;
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOTS_DIR,
        customSnapshotIdentifier: context.id,
        failureThreshold: SCREENSHOT_FAILURE_THRESHOLD,
        failureThresholdType: 'percent',
        // Compare in the worker instead of spawning a process per screenshot.
        runInProcess: true,
        // Updating (-u) rewrites a baseline that passes but differs too: after a new Chromium, every story is
        // byte-identical again and skips the comparison above. A run without -u writes nothing.
        updatePassedSnapshot: true,
      });
    }
  },
};

export default config;
