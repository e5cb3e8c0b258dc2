import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HEADER_PROPS } from '../SiteStories/siteStoryData.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Landing/SiteHeader',
  component: SiteHeader,
  args: HEADER_PROPS,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: transparent, section menu inline on wide screens. */
export const AtTop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acessar Agente' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('banner')).not.toHaveAttribute('data-opaque');
  },
};

/** On a phone the menu button opens the drawer; a section link closes it. */
export const MobileMenuOpens: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    // The overlay fades in: the menu is visible once its entering animation has run.
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(screen.getByRole('link', { name: 'Planos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The mobile menu open: sections, 'Assinar Agora' and 'Acessar Agente'. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByRole('link', { name: 'Assinar Agora' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Acessar Agente' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
