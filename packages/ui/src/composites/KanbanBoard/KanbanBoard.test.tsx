import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KanbanBoard } from './KanbanBoard.tsx';
import { LEAD_LABELS, storyColumns, TAG_OPTIONS } from './kanbanStoryData.ts';

// happy-dom does no layout: give the columns a viewport and each card a height, as a browser would.
// react-aria's virtualizer only trusts a test viewport defined on HTMLElement.prototype itself.
const VIEWPORT = { width: 288, height: 600 };
const CARD_HEIGHT = 150;
const COLUMN_CONTENT_HEIGHT = 1_000_000;
const LAYOUT_GETTERS = {
  clientWidth: () => VIEWPORT.width,
  clientHeight: () => VIEWPORT.height,
  scrollHeight(this: HTMLElement) {
    // The virtualizer measures the wrapper it places around each row; a column scrolls through all its cards.
    if (this.firstElementChild?.getAttribute('role') === 'row') return CARD_HEIGHT;
    return this.getAttribute('role') === 'grid' ? COLUMN_CONTENT_HEIGHT : 0;
  },
};

beforeEach(() => {
  for (const [name, get] of Object.entries(LAYOUT_GETTERS)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
});
afterEach(() => {
  for (const name of Object.keys(LAYOUT_GETTERS)) {
    Reflect.deleteProperty(HTMLElement.prototype, name);
  }
});

function renderBoard(
  total: number,
  steps: number,
  onTagSelect = vi.fn(),
  more: Partial<ComponentProps<typeof KanbanBoard>> = {},
) {
  render(
    <KanbanBoard
      aria-label="Kanban de Leads (Hoje)"
      loadingMoreLabel="Carregando..."
      emptyColumnLabel="Nenhum lead nesta etapa"
      {...more}
      columns={more.columns ?? storyColumns(total, steps)}
      leadLabels={LEAD_LABELS}
      countLabel={(count) => `${count} leads`}
      tagOptions={TAG_OPTIONS}
      onTagSelect={onTagSelect}
    />,
  );
  return { onTagSelect };
}

// Boards of thousands of leads render in jsdom: slow on a busy 2-core machine, so the panel's 15 s budget.
describe('KanbanBoard', { timeout: 15_000 }, () => {
  it('renders one column per step with its lead count', () => {
    renderBoard(9, 3);
    for (const title of ['Etapa 1', 'Etapa 2', 'Etapa 3']) {
      const column = screen.getByRole('grid', { name: title });
      expect(within(column).getAllByRole('row')).toHaveLength(3);
    }
    expect(screen.getAllByText('3 leads')).toHaveLength(3);
  });

  it("keeps a step's column without leads: its first words, a count of 0 and the empty message", () => {
    renderBoard(2, 1, vi.fn(), { columns: [...storyColumns(2, 1), ...storyColumns(0, 2).slice(1)] });
    const empty = screen.getByRole('region', { name: 'Etapa 2' });
    expect(within(empty).getByText('Veja como o sérum age na…')).toBeInTheDocument();
    expect(within(empty).getByText('0 leads')).toBeInTheDocument();
    expect(within(empty).getByText('Nenhum lead nesta etapa')).toBeInTheDocument();
    expect(within(empty).queryByRole('link', { name: /ENTRAR EM CONTATO/ })).toBeNull();
  });

  it('says each count in words in the text itself (the aria-label of a span is not read)', () => {
    renderBoard(2, 1);
    const count = screen.getByText('2 leads');
    expect(count.parentElement).not.toHaveAttribute('aria-label');
    expect(screen.getByText('2', { exact: true })).toHaveAttribute('aria-hidden', 'true');
  });

  it("counts a column's leads of the period, not only the ones loaded, and shows a page on its way", () => {
    const [column] = storyColumns(3, 1);
    if (!column) throw new Error('no column');
    renderBoard(3, 1, vi.fn(), {
      columns: [{ ...column, total: 120, hasMore: true }],
      loadingColumnId: column.id,
    });
    expect(screen.getByText('120 leads')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Etapa 1' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
  });

  it('keeps only a window of cards in the DOM with 2,000 leads', () => {
    renderBoard(2_000, 4);
    const rows = screen.getAllByRole('row');
    // 500 leads per column, but a 600 px viewport holds a handful of 160 px cards (plus overscan).
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.length).toBeLessThan(80);
  });

  it('renders the last leads once a column is scrolled to its end', () => {
    renderBoard(2_000, 4);
    const column = screen.getByRole('grid', { name: 'Etapa 1' });
    // Column 1 holds leads 1, 5, 9… 1997; the last one is not in the DOM before scrolling.
    expect(column.querySelector('[data-key="1997"]')).toBeNull();
    column.scrollTop = COLUMN_CONTENT_HEIGHT;
    fireEvent.scroll(column);
    expect(column.querySelector('[data-key="1997"]')).not.toBeNull();
    expect(column.querySelector('[data-key="1"]')).toBeNull();
  });

  it('calls back with the lead and the tag picked in the menu', async () => {
    const user = userEvent.setup();
    const { onTagSelect } = renderBoard(1, 1);
    await user.click(screen.getByRole('button', { name: /Etiqueta de Maria Souza/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CANCELADO' }));
    expect(onTagSelect).toHaveBeenCalledWith(1, 'CANCELADO');
  });
});
