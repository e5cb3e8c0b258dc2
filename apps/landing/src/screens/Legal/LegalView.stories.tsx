import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import cookies from '../../content/legal/cookies.md?raw';
import privacy from '../../content/legal/privacidade.md?raw';
import terms from '../../content/legal/termos.md?raw';
import { STORY_SITE_CONFIG } from '../../stories/storySiteConfig.ts';
import { LegalView } from './LegalView.tsx';

const meta = {
  title: 'Landing Pages/Legal',
  component: LegalView,
  parameters: { layout: 'fullscreen' },
  args: { config: STORY_SITE_CONFIG, markdown: terms },
} satisfies Meta<typeof LegalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /termos, from src/content/legal/termos.md. */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
  },
};

/** /privacidade (LGPD), from src/content/legal/privacidade.md. */
export const Privacy: Story = {
  args: { markdown: privacy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(canvas.getAllByText(/LGPD/).length).toBeGreaterThan(0);
  },
};

/** /cookies, from src/content/legal/cookies.md. */
export const Cookies: Story = {
  args: { markdown: cookies },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeVisible();
  },
};
