import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { KanbanBoard } from './KanbanBoard.tsx';
import { LEAD_LABELS, SCROLL_LABELS, storyColumns, TAG_OPTIONS } from './kanbanStoryData.ts';

const meta = {
  title: 'Composites/KanbanBoard',
  component: KanbanBoard,
  args: {
    'aria-label': 'Kanban de Leads (Hoje)',
    columns: storyColumns(9, 3),
    leadLabels: LEAD_LABELS,
    countLabel: (count: number) => `${count} leads`,
    tagOptions: TAG_OPTIONS,
    onTagSelect: fn(),
    onLoadMore: fn(),
    loadingMoreLabel: 'Carregando...',
    emptyColumnLabel: 'Nenhum lead nesta etapa',
    scrollLabels: SCROLL_LABELS,
  },
} satisfies Meta<typeof KanbanBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Tab enters the first column on its first lead, ArrowDown and ArrowUp move between leads, Tab
 * reaches the lead's tag button, Enter opens the menu and picks. Then the mouse retags another lead.
 */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const column = canvas.getByRole('feed', { name: 'Etapa 1' });
    await userEvent.tab();
    const maria = within(column).getByRole('article', { name: 'Maria Souza' });
    await expect(maria).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(column).getByRole('article', { name: 'Pedro Santos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(maria).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(column).getByRole('button', { name: 'Etiqueta de Maria Souza: LEAD NOVO' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onTagSelect).toHaveBeenLastCalledWith(1, 'COMPRA EFETUADA');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The keyboard user is still on that lead.
    await waitFor(() => expect(maria).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(
      within(column).getByRole('button', { name: 'Etiqueta de Pedro Santos: CANCELADO' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'LEAD NOVO' }));
    await expect(args.onTagSelect).toHaveBeenLastCalledWith(4, 'LEAD NOVO');
    await expect(args.onTagSelect).toHaveBeenCalledTimes(2);
    // The screenshot shows the board after the menu's exit, not midway through it.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const TagPending: Story = { args: { pendingLeadIds: new Set([1]) } };

/**
 * 2,000 leads in one period: the columns are virtualised, so only the cards in view are in the DOM
 * and scrolling a column swaps the rendered window instead of laying out thousands of cards. The keyboard still
 * reaches every card.
 */
export const TwoThousandLeads: Story = {
  args: { columns: storyColumns(2_000, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstColumn = await canvas.findByRole('feed', { name: 'Etapa 1' });
    const scroller = firstColumn.parentElement as HTMLElement;
    const cards = () => within(firstColumn).getAllByRole('article');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    // 2,000 leads, yet only a few dozen cards exist in the DOM across all four columns.
    await expect(canvas.getAllByRole('article').length).toBeLessThan(120);

    // By keyboard: Tab onto the first card, End to the column's last one (far beyond the rendered window), which
    // scrolls into view; PageUp to the one before it, Home back to the first.
    const focused = () => document.activeElement as HTMLElement;
    const inView = (card: HTMLElement) => {
      const box = card.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    };
    await userEvent.tab();
    // When the columns continue sideways, the board's scroll buttons come first in the tab order.
    for (let step = 0; step < 2 && focused().tagName === 'BUTTON'; step += 1) await userEvent.tab();
    await expect(focused()).toHaveAttribute('aria-posinset', '1');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focused()).toHaveAttribute('aria-posinset', '500'));
    await waitFor(() => expect(inView(focused())).toBe(true));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(focused()).toHaveAttribute('aria-posinset', '499'));
    await waitFor(() => expect(inView(focused())).toBe(true));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focused()).toHaveAttribute('aria-posinset', '1'));
    await waitFor(() => expect(inView(focused())).toBe(true));
    focused().blur();

    // The last lead of the column (the 500th) is rendered once scrolled to the end. Cards measured after a
    // scroll can grow the column, so pin it to the bottom again until a frame passes with no growth.
    await waitFor(async () => {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
      expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1);
      expect(cards().at(-1)).toHaveAttribute('aria-posinset', '500');
    });
    await expect(canvas.getAllByRole('article').length).toBeLessThan(120);
    // Back to the top for the screenshot: the bottom of a virtualised column is not a stable picture (the
    // accessibility pass that runs before the screenshot scrolls cards into view to check their contrast).
    scroller.scrollTop = 0;
    await waitFor(() => expect(cards()[0]).toHaveAttribute('aria-posinset', '1'));
  },
};

/**
 * The whole funnel: the steps without leads in the period keep their column, with the step's first words, a
 * count of 0 and the empty message, and the keyboard still moves from one column to the next.
 */
export const EmptySteps: Story = {
  args: {
    columns: [...storyColumns(3, 2), ...storyColumns(0, 5).slice(2)],
  },
  play: async ({ canvas }) => {
    for (const step of [3, 4, 5]) {
      const column = canvas.getByRole('region', { name: `Etapa ${step}` });
      await expect(within(column).getByText('Nenhum lead nesta etapa')).toBeVisible();
      await expect(within(column).getByText('0 leads')).toBeInTheDocument();
      await expect(within(column).queryByRole('link', { name: /ENTRAR EM CONTATO/ })).toBeNull();
    }
    await expect(
      within(canvas.getByRole('region', { name: 'Etapa 4' })).getByText('Posso te mandar o link de…'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('region', { name: /^Etapa \d$/ })).toHaveLength(5);
  },
};

/** Empty steps on a 375 px phone. */
export const EmptyStepsOnPhone: Story = {
  ...EmptySteps,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * A column fetching its next page, scrolled to its end as the user left it: the loading row shows under its last
 * card, named for screen readers, and the column says it is busy; the other columns stay as they were.
 */
export const LoadingMore: Story = {
  args: {
    columns: storyColumns(9, 3).map((column) =>
      column.id === 1 ? { ...column, total: 40, hasMore: true } : column,
    ),
    loadingColumnId: 1,
  },
  play: async ({ canvas }) => {
    const feed = canvas.getByRole('feed', { name: 'Etapa 1' });
    const scroller = feed.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1),
    );
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(feed).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('feed', { name: 'Etapa 2' })).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
  },
};

/**
 * Eight steps on a 1280 px screen: the columns beyond the right edge show under a fade, and the buttons above the
 * board scroll to them. By keyboard: Tab reaches "Ver próximas etapas" before the board; Enter scrolls; at the
 * far end that button is disabled and the left edge fades instead.
 */
export const ColumnsBeyondTheScreen: Story = {
  args: { columns: storyColumns(16, 8) },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Kanban de Leads (Hoje)' });
    const back = await canvas.findByRole('button', { name: 'Ver etapas anteriores' });
    const forward = canvas.getByRole('button', { name: 'Ver próximas etapas' });
    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();
    await userEvent.tab();
    await expect(forward).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(board.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(back).toBeEnabled());
    board.scrollLeft = board.scrollWidth;
    await waitFor(() => expect(forward).toBeDisabled());
    // Back at the start for the screenshot: the right edge fades, the left one does not.
    await userEvent.click(back);
    board.scrollLeft = 0;
    await waitFor(() => expect(back).toBeDisabled());
  },
};

/** The same board on a 375 px phone: one column in view, the rest behind the fade and the buttons. */
export const ColumnsBeyondTheScreenOnPhone: Story = {
  args: { columns: storyColumns(6, 3) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ver próximas etapas' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ver etapas anteriores' })).toBeDisabled();
  },
};
