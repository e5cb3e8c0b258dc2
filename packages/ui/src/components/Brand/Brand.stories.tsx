import type { Meta, StoryObj } from '@storybook/react-vite';
import { Brand } from './Brand.tsx';

const meta = {
  title: 'Primitives/Brand',
  component: Brand,
  args: { name: 'Agente de Vendas' },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Large: Story = { args: { size: 'lg' } };
