import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreateProductLink } from './CreateProductLink.tsx';
import { LeadsView } from './LeadsView.tsx';

const meta = {
  title: 'Screens/Leads',
  component: LeadsView,
  parameters: { layout: 'fullscreen' },
  args: { status: 'loading' },
} satisfies Meta<typeof LeadsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

/** No product yet: nothing to show, and the way to the first product. */
export const NoProducts: Story = {
  args: { status: 'empty', createProductLink: <CreateProductLink href="/panel/meus-produtos" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cadastrar produto' })).toHaveAttribute(
      'href',
      '/panel/meus-produtos',
    );
  },
};

export const ProductsLoadError: Story = {
  args: { status: 'error', error: 'Erro ao carregar produtos', onRetry: fn() },
};
