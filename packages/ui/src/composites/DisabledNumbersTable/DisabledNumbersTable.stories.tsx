import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DisabledNumbersTable } from './DisabledNumbersTable.tsx';

const meta = {
  title: 'Composites/DisabledNumbersTable',
  component: DisabledNumbersTable,
  args: {
    labels: {
      caption: 'Números desativados',
      name: 'Nome',
      phone: 'Telefone',
      dateTime: 'Data/Hora',
      actions: 'Ações',
      remove: 'Excluir',
      empty: 'Nenhum número desativado.',
    },
    rows: [
      { id: 1, name: 'Fornecedor', phone: '5511988887777', dateTime: '12/05/2025 14:30' },
      { id: 2, name: 'Mãe', phone: '5521977776666', dateTime: '10/05/2025 09:05' },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof DisabledNumbersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** How many lines a cell's text takes. */
const lineCount = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
};

/** Where there is room (desktop), a table: the column headers on show, each record on one line. */
export const TableOnDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Data/Hora' })).toBeVisible();
    const cells = within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    const tops = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    // Name, number and date each on one line (the action cell holds an icon beside its text).
    for (const cell of cells.slice(0, 3)) await expect(lineCount(cell)).toBe(1);
  },
};

/** A row is deleted with the mouse, the next one from the keyboard. */
export const RemoveByMouseAndKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Números desativados' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir: Fornecedor' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Excluir: Mãe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(2);
  },
};

/** While a row is being deleted its button is disabled; the others still work. */
export const Deleting: Story = {
  args: { busyId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir: Fornecedor' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Excluir: Mãe' })).toBeEnabled();
  },
};
export const Empty: Story = { args: { rows: [] } };

/**
 * A phone: each record is a stacked row (name, number, date) with its delete button beside it, inside the
 * window; nothing breaks a date or a number in two.
 */
export const StackedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    rows: [
      {
        id: 1,
        name: 'Fornecedor de embalagens',
        phone: '(11) 98888-7777',
        dateTime: '12/05/2025 14:30',
      },
      { id: 2, name: 'Mãe', phone: '(21) 97777-6666', dateTime: '10/05/2025 09:05' },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const name = canvas.getByRole('cell', { name: 'Fornecedor de embalagens' });
    const phone = canvas.getByRole('cell', { name: '(11) 98888-7777' });
    const date = canvas.getByRole('cell', { name: '12/05/2025 14:30' });
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().top);
    await expect(date.getBoundingClientRect().top).toBeGreaterThan(phone.getBoundingClientRect().top);
    await expect(lineCount(date)).toBe(1);
    await expect(lineCount(phone)).toBe(1);
    const remove = canvas.getByRole('button', { name: 'Excluir: Fornecedor de embalagens' });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
  },
};
