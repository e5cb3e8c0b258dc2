import type { Locator, Page } from '@playwright/test';

/** The design system's Select: a native select whose accessible name is its label. */
export function selectField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: label, exact: true });
}

/** Picks an option of a Select by its text, as a user does in the platform's list. */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  await selectField(scope, label).selectOption({ label: option });
}

/** The option a Select shows as chosen (assert its text). */
export function chosenOption(scope: Page | Locator, label: string): Locator {
  return selectField(scope, label).locator('option:checked');
}
