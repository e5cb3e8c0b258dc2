import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('shows "Página X de Y" and moves to the neighbouring pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 2 de 5');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Anterior on the first page and Próxima on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('renders nothing with a single page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes its texts from props', () => {
    render(
      <Pagination
        page={1}
        totalPages={2}
        onPageChange={() => {}}
        previousLabel="Voltar"
        nextLabel="Avançar"
        pageOfLabel={(page, total) => `${page}/${total}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });
});
