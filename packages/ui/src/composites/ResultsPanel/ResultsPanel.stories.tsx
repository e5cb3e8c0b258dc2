import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { preloadCharts } from './lazyCharts.ts';
import { ResultsPanel } from './ResultsPanel.tsx';
import { SAMPLE_LABELS, SAMPLE_PERIODS, SAMPLE_READY } from './resultsSample.ts';

const meta = {
  title: 'Composites/ResultsPanel',
  component: ResultsPanel,
  parameters: { layout: 'padded' },
  // The charts arrive before the story renders, so its screenshot shows them drawn wherever they sit.
  loaders: [async () => ({ charts: await preloadCharts() })],
  args: {
    labels: SAMPLE_LABELS,
    periods: SAMPLE_PERIODS,
    period: 'mes_atual',
    onPeriodChange: fn(),
    state: SAMPLE_READY,
  },
} satisfies Meta<typeof ResultsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of results: the figures, the daily chart, the funnel and the objections, each chart with its table. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const figures = canvas.getByRole('region', { name: 'Números do período' });
    await expect(within(figures).getByRole('group', { name: 'Vendas do agente' })).toHaveTextContent('42');
    await expect(within(figures).getByRole('group', { name: 'Receita' })).toHaveTextContent('R$ 8.274,00');
    await expect(
      await canvas.findByRole('img', { name: /leads novos e as vendas de cada dia/ }),
    ).toBeVisible();
    const daily = canvas.getByRole('region', { name: 'Leads novos e vendas por dia' });
    await userEvent.click(within(daily).getAllByText('Ver em tabela')[0] as HTMLElement);
    const table = within(daily).getByRole('table', { name: 'Leads novos e vendas por dia' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('rowheader', { name: '01/03/2026' })).toBeVisible();
    const objections = canvas.getByRole('region', { name: 'Objeções mais perguntadas' });
    await expect(within(objections).getByRole('rowheader', { name: 'É seguro?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Últimos 7 dias' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('ultimos_7');
  },
};

/** While the figures load: busy placeholders, no chart yet. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    for (const group of canvas.getAllByRole('group'))
      await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A period with nothing: the figures at zero and a sentence instead of empty charts. */
export const Empty: Story = {
  args: {
    state: {
      ...SAMPLE_READY,
      figures: SAMPLE_READY.figures.map((figure) => ({ ...figure, value: '0' })),
      days: SAMPLE_READY.days.map((day) => ({ ...day, leads: 0, sales: 0 })),
      funnels: [],
      objections: [],
      isEmpty: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum lead ou venda neste período')).toBeVisible();
    await expect(canvas.getByText('Nenhuma objeção respondida neste período.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** The results could not be read: the reason and a way to try again. */
export const LoadError: Story = {
  args: { state: { status: 'error', error: 'Erro ao carregar os resultados', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Erro ao carregar os resultados')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    if (args.state.status === 'error') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** On a 375 px phone the cards stack and each chart keeps the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: /leads novos e as vendas de cada dia/ });
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
