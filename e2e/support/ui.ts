import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of a react-aria Select: its trigger is a button named by the chosen value and the label
 * ("Feminino Sexo"), the options a listbox in a popover.
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}
