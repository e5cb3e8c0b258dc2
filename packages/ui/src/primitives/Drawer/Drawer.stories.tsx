import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MenuIcon } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Drawer, type DrawerProps } from './Drawer.tsx';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    'aria-label': 'Menu',
    children: (
      <Stack as="nav" gap="sm">
        <Link href="#dashboard">Dashboard</Link>
        <Link href="#produtos">Meus Produtos</Link>
        <Link href="#agente">Meu Agente</Link>
      </Stack>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithToggle(args: DrawerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label="Abrir menu" onPress={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** The toggle opens it; Tab stays inside; Escape closes it and focus returns to the toggle. */
export const Toggle: Story = {
  render: (args) => <WithToggle {...args} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());

    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};
