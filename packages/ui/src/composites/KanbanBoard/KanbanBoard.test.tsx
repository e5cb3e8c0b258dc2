import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KanbanBoard } from './KanbanBoard.tsx';
import { LEAD_LABELS, SCROLL_LABELS, storyColumns, TAG_OPTIONS } from './kanbanStoryData.ts';

// happy-dom does no layout: give the columns a viewport and each card a height, as a browser would.
const VIEWPORT = { width: 288, height: 600 };
const CARD_HEIGHT = 150;
const COLUMN_CONTENT_HEIGHT = 1_000_000;
const LAYOUT_GETTERS = {
  clientWidth: () => VIEWPORT.width,
  clientHeight: () => VIEWPORT.height,
  // The virtualizer measures the wrapper it places around each card; a column scrolls through all its cards.
  offsetHeight(this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : CARD_HEIGHT;
  },
  scrollHeight(this: HTMLElement) {
    return this.firstElementChild?.getAttribute('role') === 'feed' ? COLUMN_CONTENT_HEIGHT : 0;
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

function boardProps(
  total: number,
  steps: number,
  onTagSelect = vi.fn(),
  more: Partial<ComponentProps<typeof KanbanBoard>> = {},
): ComponentProps<typeof KanbanBoard> {
  return {
    'aria-label': 'Kanban de Leads (Hoje)',
    loadingMoreLabel: 'Carregando...',
    emptyColumnLabel: 'Nenhum lead nesta etapa',
    ...more,
    columns: more.columns ?? storyColumns(total, steps),
    leadLabels: LEAD_LABELS,
    countLabel: (count) => `${count} leads`,
    tagOptions: TAG_OPTIONS,
    onTagSelect,
    scrollLabels: SCROLL_LABELS,
  };
}

function renderBoard(...args: Parameters<typeof boardProps>) {
  const props = boardProps(...args);
  const { rerender } = render(<KanbanBoard {...props} />);
  return { onTagSelect: props.onTagSelect, rerender };
}

/** Scrolls a column (the feed's scroll area) as far as `top`, as the user's wheel would. */
function scrollColumn(feed: HTMLElement, top: number) {
  const scroller = feed.parentElement;
  if (!scroller) throw new Error('feed outside its scroll area');
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

const positionOf = (card: HTMLElement | undefined) => card?.getAttribute('aria-posinset');

// Boards of thousands of leads render in happy-dom: slow on a busy 2-core machine, so the panel's 15 s budget.
describe('KanbanBoard', { timeout: 15_000 }, () => {
  it('renders one column per step with its lead count', () => {
    renderBoard(9, 3);
    for (const title of ['Etapa 1', 'Etapa 2', 'Etapa 3']) {
      const column = screen.getByRole('feed', { name: title });
      expect(within(column).getAllByRole('article')).toHaveLength(3);
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
    const feed = screen.getByRole('feed', { name: 'Etapa 1' });
    const cards = within(feed).getAllByRole('article');
    expect(cards).toHaveLength(3);
    // Each card says where it is among all the column's leads: "3 of 120".
    expect(cards[2]).toHaveAttribute('aria-posinset', '3');
    expect(cards[2]).toHaveAttribute('aria-setsize', '120');
    expect(feed).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
  });

  it('keeps only a window of cards in the DOM with 2,000 leads', () => {
    renderBoard(2_000, 4);
    const cards = screen.getAllByRole('article');
    // 500 leads per column, but a 600 px viewport holds a handful of 150 px cards (plus overscan).
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.length).toBeLessThan(80);
  });

  it('renders the last leads once a column is scrolled to its end', () => {
    renderBoard(2_000, 4);
    const column = screen.getByRole('feed', { name: 'Etapa 1' });
    // Column 1 holds 500 of the leads; its last card is not in the DOM before scrolling.
    expect(positionOf(within(column).getAllByRole('article').at(-1))).not.toBe('500');
    scrollColumn(column, COLUMN_CONTENT_HEIGHT);
    const cards = within(column).getAllByRole('article');
    expect(positionOf(cards.at(-1))).toBe('500');
    expect(positionOf(cards[0])).not.toBe('1');
  });

  it("asks for a column's next page once as its end comes into view, and again after the page arrived", () => {
    const onLoadMore = vi.fn();
    const [first] = storyColumns(40, 1);
    if (!first) throw new Error('no column');
    const more = { onLoadMore, columns: [{ ...first, total: 60, hasMore: true }] };
    const { rerender } = renderBoard(40, 1, vi.fn(), more);
    const column = screen.getByRole('feed', { name: 'Etapa 1' });
    expect(onLoadMore).not.toHaveBeenCalled();

    scrollColumn(column, COLUMN_CONTENT_HEIGHT);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(onLoadMore).toHaveBeenCalledWith(first.id);
    // The page is on its way, then fails: staying at the end asks for nothing more.
    rerender(<KanbanBoard {...boardProps(40, 1, vi.fn(), { ...more, loadingColumnId: first.id })} />);
    scrollColumn(column, COLUMN_CONTENT_HEIGHT + 1);
    rerender(<KanbanBoard {...boardProps(40, 1, vi.fn(), more)} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Back up and down again: a new approach to the end asks again.
    scrollColumn(column, 0);
    scrollColumn(column, COLUMN_CONTENT_HEIGHT);
    expect(onLoadMore).toHaveBeenCalledTimes(2);

    // The page arrives (20 more leads, the last ones): the new end is out of view until the user scrolls to it.
    const [all] = storyColumns(60, 1);
    if (!all) throw new Error('no column');
    rerender(<KanbanBoard {...boardProps(60, 1, vi.fn(), { onLoadMore, columns: [all] })} />);
    scrollColumn(column, COLUMN_CONTENT_HEIGHT);
    expect(positionOf(within(column).getAllByRole('article').at(-1))).toBe('60');
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('moves the keyboard from card to card, beyond the rendered ones, and keeps the focused card rendered', async () => {
    const user = userEvent.setup();
    renderBoard(2_000, 4);
    const column = screen.getByRole('feed', { name: 'Etapa 1' });
    const rendered = () => within(column).getAllByRole('article');
    const lastRendered = Number(positionOf(rendered().at(-1)));
    expect(lastRendered).toBeLessThan(20);

    await user.tab();
    expect(document.activeElement).toBe(rendered()[0]);
    expect(positionOf(rendered()[0])).toBe('1');
    // Tab inside the card reaches its tag button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Etiqueta de Maria Souza: LEAD NOVO' })).toHaveFocus();
    await user.tab({ shift: true });

    for (let i = 1; i < lastRendered; i += 1) await user.keyboard('{ArrowDown}');
    expect(positionOf(document.activeElement as HTMLElement)).toBe(String(lastRendered));
    // The next card was not rendered at first: ↓ and PageDown bring it in and focus it.
    await user.keyboard('{ArrowDown}');
    expect(positionOf(document.activeElement as HTMLElement)).toBe(String(lastRendered + 1));
    await user.keyboard('{PageDown}{PageDown}');
    expect(positionOf(document.activeElement as HTMLElement)).toBe(String(lastRendered + 3));
    expect(column).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{PageUp}');
    expect(positionOf(document.activeElement as HTMLElement)).toBe(String(lastRendered + 2));

    await user.keyboard('{End}');
    const last = document.activeElement as HTMLElement;
    expect(positionOf(last)).toBe('500');
    // Scrolled back to the top with the wheel, the focused card stays in the DOM, still focused.
    scrollColumn(column, 0);
    expect(positionOf(rendered()[0])).toBe('1');
    expect(last).toBeInTheDocument();
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(rendered()[0]);
  });

  it('holds a card reached by keyboard in view until the user scrolls the column another way', async () => {
    const user = userEvent.setup();
    const reveal = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderBoard(2_000, 4);
    const column = screen.getByRole('feed', { name: 'Etapa 1' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const second = document.activeElement as HTMLElement;
    expect(positionOf(second)).toBe('2');
    expect(reveal.mock.contexts.at(-1)).toContainElement(second);
    // Cards rendered and measured meanwhile move it: it is brought back into view.
    reveal.mockClear();
    scrollColumn(column, 3_000);
    expect(reveal).toHaveBeenCalled();
    // The wheel is the user's own scroll: the column goes where it is told.
    fireEvent.wheel(column);
    reveal.mockClear();
    scrollColumn(column, 6_000);
    expect(reveal).not.toHaveBeenCalled();
    expect(second).toHaveFocus();
    reveal.mockRestore();
  });

  it('keeps the keyboard on the lead whose tag button waits for the server', async () => {
    const user = userEvent.setup();
    function WaitingBoard() {
      const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
      return (
        <KanbanBoard
          {...boardProps(
            3,
            1,
            vi.fn((leadId: number) => setPending(new Set([leadId]))),
          )}
          pendingLeadIds={pending}
        />
      );
    }
    render(<WaitingBoard />);
    await user.tab();
    const card = document.activeElement as HTMLElement;
    expect(positionOf(card)).toBe('1');
    await user.tab();
    await user.keyboard('{Enter}');
    // happy-dom leaves the focus on the menu's frame rather than its first item: the tag is picked by pointer.
    await user.click(await screen.findByRole('menuitem', { name: 'COMPRA EFETUADA' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(within(card).getByRole('button', { name: /^Etiqueta de Maria Souza/ })).toBeDisabled();
    // The menu gives the focus back; its button is disabled meanwhile, so the card takes it.
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('calls back with the lead and the tag picked in the menu', async () => {
    const user = userEvent.setup();
    const { onTagSelect } = renderBoard(1, 1);
    await user.click(screen.getByRole('button', { name: /Etiqueta de Maria Souza/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CANCELADO' }));
    expect(onTagSelect).toHaveBeenCalledWith(1, 'CANCELADO');
  });
});
