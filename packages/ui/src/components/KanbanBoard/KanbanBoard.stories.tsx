import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { KanbanBoard } from './KanbanBoard.tsx';
import { LEAD_LABELS, storyColumns, TAG_OPTIONS } from './kanbanStoryData.ts';

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
  },
} satisfies Meta<typeof KanbanBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const TagPending: Story = { args: { pendingLeadIds: new Set([1]) } };

/**
 * 2,000 leads in one period: the columns are virtualised, so only the cards in view are in the DOM
 * and scrolling a column swaps the rendered window instead of laying out thousands of cards.
 */
export const TwoThousandLeads: Story = {
  args: { columns: storyColumns(2_000, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstColumn = await canvas.findByRole('grid', { name: 'Etapa 1' });
    await waitFor(() => expect(within(firstColumn).getAllByRole('row').length).toBeGreaterThan(0));
    const rendered = canvasElement.querySelectorAll('[role="row"]').length;
    // 2,000 leads, yet only a few dozen rows exist in the DOM across all four columns.
    await expect(rendered).toBeLessThan(120);

    firstColumn.scrollTop = firstColumn.scrollHeight;
    firstColumn.dispatchEvent(new Event('scroll'));
    // The last lead of the column (index 1996 → id 1997) is rendered once scrolled to the end.
    await waitFor(() => expect(firstColumn.querySelector('[data-key="1997"]')).not.toBeNull());
    await expect(canvasElement.querySelectorAll('[role="row"]').length).toBeLessThan(120);
  },
};
