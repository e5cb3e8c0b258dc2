import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** Próxima and Anterior move a page, by mouse and keyboard; the ends disable them. */
export const Navigation: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Anterior' });
    const next = canvas.getByRole('button', { name: 'Próxima' });
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Página 3 de 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenNthCalledWith(3, 2);
  },
};

export const MiddlePage: Story = {
  args: { page: 4, totalPages: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 4 de 9');
  },
};

/** With one page there is nothing to paginate: nothing is drawn. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
