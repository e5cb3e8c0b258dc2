import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the list of serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // axe reads colours as they are painted: text fading in (a dialog opening) would read as low contrast. Finite
  // animations are let finish; endless ones (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // Only violations are read: axe builds full results for them alone, not for every passing node. (options()
    // replaces what came before it, so it comes before withTags.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `violações em ${page.url()}`).toEqual([]);
}
