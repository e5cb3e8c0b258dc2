import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TagIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuTrigger } from './Menu.tsx';

const onAction = fn();

const TAGS = ['LEAD NOVO', 'COMPRA EFETUADA', 'RETORNAR CONTATO', 'CANCELADO'];

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" size="sm" icon={<TagIcon />}>
        ETIQUETAR
      </Button>
      <Menu {...args}>
        {TAGS.map((tag) => (
          <MenuItem key={tag} id={tag}>
            {tag}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tag menu: chosen with the mouse, then from the keyboard. */
export const TagMenu: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'ETIQUETAR' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'COMPRA EFETUADA' }));
    // RAC passes a second (undefined) argument: compare the key only.
    await expect(onAction.mock.lastCall?.[0]).toBe('COMPRA EFETUADA');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('CANCELADO');
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ETIQUETAR' }));
    // The trigger names the menu.
    const menu = await screen.findByRole('menu', { name: 'ETIQUETAR' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getAllByRole('menuitem')).toHaveLength(TAGS.length);
  },
};
