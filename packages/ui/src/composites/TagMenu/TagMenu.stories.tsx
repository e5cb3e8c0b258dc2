import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TAG_OPTIONS } from '../KanbanBoard/kanbanStoryData.ts';
import { TagMenu } from './TagMenu.tsx';

const LEAD = 'Maria Souza';

const meta = {
  title: 'Composites/TagMenu',
  component: TagMenu,
  args: {
    options: TAG_OPTIONS,
    current: { label: 'LEAD NOVO', color: 'blue' },
    'aria-label': `Etiqueta de ${LEAD}: LEAD NOVO`,
    onSelect: fn(),
  },
  // The accessible name must contain the visible tag (as the kanban's copy builds it), whatever the story shows.
  render: (args) => <TagMenu {...args} aria-label={`Etiqueta de ${LEAD}: ${args.current.label}`} />,
} satisfies Meta<typeof TagMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blue tag; the mouse picks another tag, then the keyboard opens the menu and picks one more. */
export const LeadNovo: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: `Etiqueta de ${LEAD}: LEAD NOVO` });
    await userEvent.click(trigger);
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(TAG_OPTIONS.length);
    await userEvent.click(screen.getByRole('menuitem', { name: 'COMPRA EFETUADA' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('COMPRA EFETUADA');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('CANCELADO');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
export const CompraEfetuada: Story = { args: { current: { label: 'COMPRA EFETUADA', color: 'green' } } };
export const RetornarContato: Story = { args: { current: { label: 'RETORNAR CONTATO', color: 'orange' } } };
export const Cancelado: Story = { args: { current: { label: 'CANCELADO', color: 'red' } } };
/** A tag outside the four is shown as written, in grey. */
export const Unknown: Story = { args: { current: { label: 'VIP', color: 'neutral' } } };
/** No tag: the grey 'ETIQUETAR'; Escape closes the menu without choosing. */
export const NoTag: Story = {
  args: { current: { label: 'ETIQUETAR', color: 'none' } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: `Etiqueta de ${LEAD}: ETIQUETAR` });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onSelect).not.toHaveBeenCalled();
    // Focus goes back to the trigger once the popover has left, a frame or two after the menu.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
/** While the server confirms a change the button waits and cannot be opened. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: `Etiqueta de ${LEAD}: LEAD NOVO` });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};
