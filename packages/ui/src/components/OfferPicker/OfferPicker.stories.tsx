import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfferPicker } from './OfferPicker.tsx';

const meta = {
  title: 'Composites/OfferPicker',
  component: OfferPicker,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onPick: fn(),
    title: 'Selecionar oferta',
    emptyText: 'Nenhuma oferta cadastrada para este produto.',
    offers: [
      { id: 1, price: 'R$ 97,90', description: 'https://pay.exemplo.com/kit-1', isDisabled: false },
      { id: 2, price: 'R$ 147,00', description: 'Já está na etapa', isDisabled: true },
    ],
  },
} satisfies Meta<typeof OfferPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NoOffers: Story = { args: { offers: [] } };
