import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfferList } from './OfferList.tsx';

const meta = {
  title: 'Composites/OfferList',
  component: OfferList,
  args: {
    labels: {
      list: 'Ofertas cadastradas',
      empty: 'Nenhuma oferta cadastrada.',
      edit: 'Editar',
      remove: 'Excluir',
      newTabHint: '(abre em nova aba)',
    },
    items: [
      { id: 1, price: 'R$ 97,90', link: 'pay.exemplo.com/kit-1', href: 'https://pay.exemplo.com/kit-1' },
      {
        id: 2,
        price: 'R$ 1.497,00',
        link: 'https://pay.exemplo.com/kit-3',
        href: 'https://pay.exemplo.com/kit-3',
      },
    ],
    onEdit: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { items: [] } };
