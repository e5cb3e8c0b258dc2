import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { listViewStoryArgs } from '../listScreen/listViewStoryArgs.ts';
import { DesativadosView } from './DesativadosView.tsx';
import { EMPTY_DISABLED_FORM } from './disabledNumberForm.ts';

const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'Fornecedor' : `Contato ${i + 1}`,
  phone: `(11) 98888-00${String(i).padStart(2, '0')}`,
  dateTime: '12/05/2025 12:30',
}));

const meta = {
  title: 'Screens/Desativados',
  component: DesativadosView,
  parameters: { layout: 'fullscreen' },
  args: {
    ...listViewStoryArgs(),
    items: rows,
    total: 12,
    page: 1,
    totalPages: 2,
    onPageChange: fn(),
    search: '',
    onSearchChange: fn(),
    form: EMPTY_DISABLED_FORM,
    busyId: null,
  },
} satisfies Meta<typeof DesativadosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', items: [], total: 0, totalPages: 1 } };
export const Empty: Story = { args: { items: [], total: 0, totalPages: 1 } };
export const Filled: Story = {};
export const SecondPage: Story = { args: { items: rows.slice(0, 2), page: 2 } };
export const NoSearchMatch: Story = { args: { search: 'zzz', items: [], totalPages: 1 } };
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar desativados', items: [], total: 0, totalPages: 1 },
};
export const InvalidForm: Story = {
  args: { formErrors: { name: 'nameRequired', phone: 'phoneRequired' } },
};
export const Typed: Story = { args: { form: { name: 'Mãe', phone: '(21) 9.7777-6666' } } };
export const Saved: Story = { args: { successMessage: 'Número desativado cadastrado com sucesso!' } };
export const ConfirmDelete: Story = { args: { confirming: rows[0] ?? null, busyId: 1 } };

/** A phone: the list is stacked rows, every delete button inside the window and pressable. */
export const FilledOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const buttons = canvas.getAllByRole('button', { name: /^Excluir: / });
    await expect(buttons).toHaveLength(rows.length);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.left >= 0 && box.right <= window.innerWidth).toBe(true);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir: Contato 10' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(10);
  },
};
