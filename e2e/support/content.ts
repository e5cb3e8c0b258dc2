// Helpers of the content journeys (agent, products, flow, media, objections, support chat): each works on the
// data of its own customer.
import { expect, type Page } from '@playwright/test';

/** Markup that would run script if the panel drew it as HTML instead of text. */
export const XSS_IMAGE = '<img src=x onerror=alert(1)>';

/**
 * Fails the journey on any script the page runs from injected markup: an alert opens a dialog, and an <img src=x>
 * drawn as an element would sit in the page. Call before the page shows the risky text.
 */
export function watchForInjectedMarkup(page: Page): { expectNoneRan: () => Promise<void> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    expectNoneRan: async () => {
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs, 'diálogos abertos por marcação injetada').toEqual([]);
    },
  };
}

/** The product screens' routes. */
export const productPaths = {
  list: '/panel/meus-produtos',
  edit: (id: number) => `/panel/meus-produtos/${id}`,
  flow: (id: number) => `/panel/produto-detalhes/${id}`,
  objections: (id: number) => `/panel/objecoes/${id}`,
} as const;
