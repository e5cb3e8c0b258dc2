import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TagManagerView } from './TagManagerView.tsx';
import { closedTagManager } from './tagManagerStoryData.ts';

const meta = {
  title: 'Screens/Kanban/Etiquetas',
  component: TagManagerView,
  args: closedTagManager({ isOpen: true }),
} satisfies Meta<typeof TagManagerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const found = await screen.findByRole('dialog', { name: 'Etiquetas dos leads' });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

/**
 * The list with each tag's colour (rows without bullets, aligned with the text above), and the form for a new one;
 * by keyboard the name is typed and sent.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const open = await dialog();
    const list = within(open).getByRole('list', { name: 'Etiquetas' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    const intro = within(open).getByText(/^Crie até/);
    for (const item of items) {
      await expect(item.getBoundingClientRect().left).toBe(intro.getBoundingClientRect().left);
    }
    const form = within(open).getByRole('form', { name: 'Nova etiqueta' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome' }), 'V');
    await expect(args.newTag.onName).toHaveBeenCalledWith('V');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar etiqueta' }));
    await expect(args.newTag.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server refused the new name: the reason at the field, what was typed kept. */
export const NameTaken: Story = {
  args: closedTagManager({
    isOpen: true,
    newTag: {
      ...closedTagManager().newTag,
      name: 'cliente vip',
      color: 'roxo',
      error: 'Já existe uma etiqueta com esse nome.',
    },
  }),
  play: async () => {
    const open = await dialog();
    await expect(within(open).getByText('Já existe uma etiqueta com esse nome.')).toBeVisible();
  },
};

/** A tag being renamed in place of its row. */
export const Editing: Story = {
  args: closedTagManager({
    isOpen: true,
    editing: {
      ...closedTagManager().newTag,
      id: 5,
      name: 'Cliente VIP',
      color: 'roxo',
      onSave: () => {},
      onCancel: () => {},
    },
  }),
  play: async () => {
    const open = await dialog();
    await expect(within(open).getByRole('form', { name: 'Editar etiqueta Cliente VIP' })).toBeVisible();
  },
};

/** Deleting asks first, saying what happens to the leads. */
export const ConfirmRemove: Story = {
  args: closedTagManager({
    isOpen: true,
    removing: { id: 6, isPending: false, error: null, onConfirm: () => {}, onCancel: () => {} },
  }),
  play: async () => {
    const open = await dialog();
    await expect(
      within(open).getByText('Excluir a etiqueta "Sem resposta"? Os leads com ela ficam sem etiqueta.'),
    ).toBeVisible();
  },
};

/** At the limit: no form, the reason instead. */
export const Full: Story = {
  args: closedTagManager({ isOpen: true, max: 6 }),
  play: async () => {
    const open = await dialog();
    await expect(within(open).queryByRole('form', { name: 'Nova etiqueta' })).toBeNull();
    await expect(within(open).getByText(/Você já tem 6 etiquetas/)).toBeVisible();
  },
};

/** On a 375 px phone. */
export const OpenOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
