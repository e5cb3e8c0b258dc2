import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TAG_OPTIONS } from '../KanbanBoard/kanbanStoryData.ts';
import { TagMenu } from './TagMenu.tsx';

const meta = {
  title: 'Composites/TagMenu',
  component: TagMenu,
  args: {
    options: TAG_OPTIONS,
    current: { label: 'LEAD NOVO', tone: 'blue' },
    'aria-label': 'Etiqueta de Maria Souza: LEAD NOVO',
    onSelect: fn(),
  },
} satisfies Meta<typeof TagMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeadNovo: Story = {};
export const CompraEfetuada: Story = { args: { current: { label: 'COMPRA EFETUADA', tone: 'green' } } };
export const RetornarContato: Story = { args: { current: { label: 'RETORNAR CONTATO', tone: 'orange' } } };
export const Cancelado: Story = { args: { current: { label: 'CANCELADO', tone: 'red' } } };
export const Unknown: Story = { args: { current: { label: 'VIP', tone: 'neutral' } } };
export const NoTag: Story = { args: { current: { label: 'ETIQUETAR', tone: 'none' } } };
export const Pending: Story = { args: { isPending: true } };
