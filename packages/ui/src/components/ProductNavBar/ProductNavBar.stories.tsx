import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductNavBar } from './ProductNavBar.tsx';

const links = [
  { id: 'produto', label: 'Produto', href: '/panel/meus-produtos/7' },
  { id: 'ofertas', label: 'Ofertas', href: '/panel/ofertas/7' },
  { id: 'fluxo', label: 'Fluxo do Agente', href: '/panel/produto-detalhes/7' },
  { id: 'objecoes', label: 'Objeções', href: '/panel/objecoes/7' },
  { id: 'kanban', label: 'Kanban', href: '/panel/kanban/7' },
];

const meta = {
  title: 'Composites/ProductNavBar',
  component: ProductNavBar,
  args: {
    'aria-label': 'Navegação do produto',
    backLabel: 'Voltar',
    onBack: fn(),
    links,
    currentId: 'fluxo',
  },
} satisfies Meta<typeof ProductNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFlowScreen: Story = {};

/** On the kanban the current button is disabled. */
export const OnKanbanScreen: Story = { args: { currentId: 'kanban', isCurrentDisabled: true } };
