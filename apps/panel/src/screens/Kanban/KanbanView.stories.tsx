import type { KanbanGroup } from '@agente/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductFilter } from '../Leads/LeadsView.tsx';
import { LEADS_COPY } from '../Leads/leads.copy.ts';
import { storyProductNav } from '../ProductNav/storyNav.tsx';
import { KanbanView } from './KanbanView.tsx';
import { kanbanColumns } from './kanbanColumns.ts';
import { tagOptions } from './leadTags.ts';
import { closedTagManager, STORY_TAGS } from './tagManagerStoryData.ts';

const FIRST = ['Maria', 'João', 'Ana', 'Pedro', 'Juliana', 'Carlos'];
const LAST = ['Souza Lima', 'Silva', 'Oliveira Costa', 'Santos'];
const TAGS = [
  'Lead novo',
  'compra efetuada',
  ' Retornar Contato ',
  'Cancelado',
  'Cliente VIP',
  'Antiga',
  null,
];
const OPTIONS = tagOptions(STORY_TAGS);

const STEP_TEXTS = [
  'Oi! Tudo bem? Eu sou a assistente da loja.',
  'Veja como o sérum age na pele em poucos dias.',
  'Hoje o kit de 3 frascos sai com desconto.',
  'Posso te mandar o link de pagamento?',
  'Ficou alguma dúvida sobre o pedido?',
];

/** `total` leads over `steps` last steps, as the server answers them. */
function groups(total: number, steps: number): KanbanGroup[] {
  return Array.from({ length: steps }, (_, step) => ({
    ultimo_step: step + 1,
    texto_etapa: STEP_TEXTS[step % STEP_TEXTS.length] ?? null,
    total: Math.ceil((total - step) / steps),
    cursor: null,
    leads: Array.from({ length: Math.ceil((total - step) / steps) }, (_, i) => {
      const n = i * steps + step;
      return {
        id: n + 1,
        nome: `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]}`,
        lead_phone: n % 7 === 6 ? '98887777' : `55119${String(88_880_000 + n).padStart(8, '0')}`,
        data_hora_ultima_interacao: new Date(Date.UTC(2025, 4, 12, 20, 0) - n * 60_000).toISOString(),
        etiqueta: TAGS[n % TAGS.length] ?? null,
        ultimo_step: step + 1,
        nao_perturbe_desde: null,
      };
    }),
  }));
}

const meta = {
  title: 'Screens/Kanban',
  component: KanbanView,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: storyProductNav('kanban'),
    period: 'hoje',
    onPeriodChange: fn(),
    status: 'ready',
    loadError: 'Erro ao buscar dados do Kanban',
    columns: kanbanColumns(groups(12, 3), new Map(), OPTIONS),
    tagOptions: OPTIONS,
    tags: { manager: closedTagManager(), onOpen: fn() },
    onTagSelect: fn(),
    pendingLeadIds: new Set<number>(),
    tagError: null,
    onLoadMore: fn(),
    loadingColumnId: null,
  },
} satisfies Meta<typeof KanbanView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', columns: [] } };
export const Filled: Story = {};
export const Empty: Story = { args: { period: 'ultimos_7', columns: [] } };

/**
 * The whole funnel: steps 3 to 5 have no leads today, yet each keeps its column titled 'Etapa n' with the
 * step's first words, a count of 0 and the empty message.
 */
export const EmptySteps: Story = {
  args: {
    columns: kanbanColumns(
      [
        ...groups(4, 2),
        ...[3, 4, 5].map((step) => ({
          ultimo_step: step,
          texto_etapa: STEP_TEXTS[step - 1] ?? null,
          total: 0,
          cursor: null,
          leads: [],
        })),
      ],
      new Map(),
      OPTIONS,
    ),
  },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Etapa 1', 'Etapa 2', 'Etapa 3', 'Etapa 4', 'Etapa 5']);
    const fourth = canvas.getByRole('region', { name: 'Etapa 4' });
    await expect(within(fourth).getByText('Posso te mandar o link de…')).toBeVisible();
    await expect(within(fourth).getByText('Nenhum lead nesta etapa')).toBeVisible();
    await expect(canvas.queryByText(/Nenhum lead encontrado/)).not.toBeInTheDocument();
  },
};
export const LoadError: Story = { args: { status: 'error', columns: [] } };
export const TagSaving: Story = { args: { pendingLeadIds: new Set([1]) } };
export const TagRefused: Story = { args: { tagError: 'Erro ao atualizar etiqueta' } };
/** A column's further page failed: the board stays as it was, with the load error in red. */
export const PageRefused: Story = { args: { pageError: 'Erro ao buscar dados do Kanban' } };

/** A month with 2,000 leads: the columns are virtualised, so the page keeps a few dozen cards in the DOM. */
export const TwoThousandLeads: Story = {
  args: { period: 'mes_atual', columns: kanbanColumns(groups(2_000, 5), new Map(), OPTIONS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('feed', { name: 'Etapa 1' });
    const cards = () => within(first).getAllByRole('article');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await expect(canvas.getAllByRole('article').length).toBeLessThan(150);
    const scroller = first.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    // Column 1 holds 400 of the leads: its last card is rendered once scrolled to the end.
    await waitFor(() => expect(cards().at(-1)).toHaveAttribute('aria-posinset', '400'));
    await expect(canvas.getAllByRole('article').length).toBeLessThan(150);
    // Back to the top for the screenshot: where a virtualised column stops at its end depends on which cards
    // were measured on the way, so the bottom is not a stable picture.
    scroller.scrollTop = 0;
    await waitFor(() => expect(cards()[0]).toHaveAttribute('aria-posinset', '1'));
  },
};

/** The same funnel on a 375 px phone: the columns scroll sideways, each keeping its title and first words. */
export const EmptyStepsOnPhone: Story = {
  ...EmptySteps,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * Leads, from the side menu: the same board under a product filter instead of the product's tabs; five steps
 * on a 1024 px screen continue to the right behind a fade, with the buttons that scroll there.
 */
export const OnLeads: Story = {
  args: {
    nav: undefined,
    titleOf: LEADS_COPY.title,
    filter: (
      <ProductFilter
        products={[
          { id: 3, name: 'Kit Capilar' },
          { id: 4, name: 'Gel para Dores' },
        ]}
        productId={3}
        onChange={fn()}
      />
    ),
    columns: kanbanColumns(groups(15, 5), new Map(), OPTIONS),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leads (Hoje)' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ver próximas etapas' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ver etapas anteriores' })).toBeDisabled();
  },
};

/** Leads on a 375 px phone: the filter and the periods stack, one column in view. */
export const OnLeadsOnPhone: Story = {
  ...OnLeads,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
