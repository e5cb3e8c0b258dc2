import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MeusProdutosView } from './MeusProdutosView.tsx';

const products = [
  {
    id: 3,
    name: 'Kit Capilar Premium',
    category: 'Tratamento Capilar',
    icon: 'hair' as const,
    href: '/panel/meus-produtos/3',
    garantia: '30 dias',
    formaPagamento: 'Pix ou cartão em até 12x',
  },
  {
    id: 4,
    name: 'Mentoria Renda Extra',
    category: 'Renda Extra',
    icon: 'money' as const,
    href: '/panel/meus-produtos/4',
    garantia: '',
    formaPagamento: 'Boleto',
  },
  {
    id: 5,
    name: 'Chá Detox 21 dias',
    category: 'Emagrecimento',
    icon: 'scale' as const,
    href: '/panel/meus-produtos/5',
    garantia: '7 dias',
    formaPagamento: 'Pix',
  },
];

const meta = {
  title: 'Screens/MeusProdutos',
  component: MeusProdutosView,
  parameters: { layout: 'padded' },
  args: { status: 'ready', products, onNewProduct: fn(), onRetry: fn() },
} satisfies Meta<typeof MeusProdutosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Novo Produto' }));
    await expect(args.onNewProduct).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { status: 'loading', products: [] } };

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum produto cadastrado')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar produtos', products: [] },
};
