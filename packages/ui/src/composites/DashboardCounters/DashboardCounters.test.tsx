import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DashboardCounter, DashboardCounters } from './DashboardCounters.tsx';

const COUNTERS: readonly DashboardCounter[] = [
  { id: 'a', label: 'Conversas únicas', value: '1.234', icon: 'people' },
  { id: 'b', label: 'Mensagens trocadas', value: '48.210', icon: 'messages', tone: 'info' },
  { id: 'c', label: 'Conversas do plano', value: '600', icon: 'gauge', tone: 'success' },
];

describe('DashboardCounters', () => {
  it('is a section named by its heading, with one labelled group per figure', () => {
    render(<DashboardCounters title="Estatísticas" counters={COUNTERS} />);
    const section = screen.getByRole('region', { name: 'Estatísticas' });
    expect(section.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Estatísticas' })).toBeInTheDocument();
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-busy'))).toEqual([null, null, null]);
    expect(screen.getByRole('group', { name: 'Conversas únicas' })).toHaveTextContent('1.234');
    expect(screen.getByRole('group', { name: 'Mensagens trocadas' })).toHaveTextContent('48.210');
    expect(screen.getByRole('group', { name: 'Conversas do plano' })).toHaveTextContent('600');
  });

  it('uses the given heading id', () => {
    render(<DashboardCounters title="Estatísticas" counters={COUNTERS} headingId="dashboard-estatisticas" />);
    expect(screen.getByRole('heading', { name: 'Estatísticas' })).toHaveAttribute(
      'id',
      'dashboard-estatisticas',
    );
    expect(screen.getByRole('region')).toHaveAttribute('aria-labelledby', 'dashboard-estatisticas');
  });

  it('marks every figure busy while loading and hides the values', () => {
    render(
      <DashboardCounters
        title="Estatísticas"
        isLoading
        counters={COUNTERS.map((counter) => ({ ...counter, value: '' }))}
      />,
    );
    for (const group of screen.getAllByRole('group')) expect(group).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('1.234')).not.toBeInTheDocument();
  });
});
