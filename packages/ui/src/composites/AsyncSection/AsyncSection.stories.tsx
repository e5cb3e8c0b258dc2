import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from '../../primitives/Pagination/Pagination.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';
import { AsyncSection } from './AsyncSection.tsx';

const items = ['Está caro', 'Tem garantia?', 'Quanto tempo demora a entrega?'];

const meta = {
  title: 'Composites/AsyncSection',
  component: AsyncSection,
  args: {
    status: 'ready',
    loadingLabel: 'Carregando...',
    'aria-labelledby': 'async-section-title',
    header: (
      <>
        <Heading level={2} id="async-section-title">
          Objeções cadastradas
        </Heading>
        <Text tone="muted" size="sm">
          3 de 50 objeções
        </Text>
      </>
    ),
    search: <SearchField label="Buscar objeção" placeholder="Pesquisar por pergunta ou resposta..." />,
    paging: <Pagination page={1} totalPages={2} onPageChange={fn()} />,
    children: (
      <ul aria-label="Objeções cadastradas">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof AsyncSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, search, the loaded list and the paging, in that order. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Objeções cadastradas' });
    await expect(section).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  },
};

/** While loading, a named spinner instead of the content; the search stays usable. */
export const Loading: Story = {
  args: { status: 'loading', paging: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar objeção' })).toBeEnabled();
  },
};

/** A failed load: the message, announced, instead of the content. */
export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Erro ao carregar objeções', paging: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar objeções');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** With onRetry the failure offers to load again. */
export const FailedWithRetry: Story = {
  args: { status: 'error', errorMessage: 'Erro ao carregar objeções', paging: null, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The search found nothing: the empty state says so instead of the list. */
export const NoMatch: Story = {
  args: { emptyMessage: 'Nenhuma objeção encontrada para a pesquisa.', paging: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma objeção encontrada para a pesquisa.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** No header, search or paging: the section is only the loaded content. */
export const ContentOnly: Story = {
  args: { header: null, search: null, paging: null, 'aria-labelledby': undefined },
};
