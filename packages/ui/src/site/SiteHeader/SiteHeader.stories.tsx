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

/** From the keyboard: Enter opens the drawer, Escape closes it and focus returns to the menu button. */
export const MobileMenuByKeyboard: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the drawer.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Space opens it again; Tab stays inside the drawer; a section link chosen by Enter closes it.
    await userEvent.keyboard(' ');
    const reopened = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(reopened).toBeVisible());
    const planos = within(reopened).getByRole('link', { name: 'Planos' });
    planos.focus();
    await userEvent.keyboard('{Enter}');
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
