import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UiProvider } from '../../provider/UiProvider.tsx';
import { ProductCard } from './ProductCard.tsx';
import { PRODUCT_ICONS } from './productIcons.tsx';

const navigate = fn();

const meta = {
  title: 'Composites/ProductCard',
  component: ProductCard,
  args: {
    name: 'Kit Capilar Premium',
    category: 'Tratamento Capilar',
    icon: 'hair',
    href: '/panel/meus-produtos/3',
    details: [
      { label: 'Garantia', value: '30 dias' },
      { label: 'Forma de pagamento', value: 'Pix ou cartão em até 12x' },
    ],
    emptyValue: 'Não informado',
  },
  argTypes: { icon: { control: 'select', options: PRODUCT_ICONS } },
  decorators: [
    // Links navigate through the router (recorded here) instead of leaving the story.
    (Story) => (
      <UiProvider navigate={navigate}>
        <div style={{ maxWidth: '22rem' }}>
          <Story />
        </div>
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name is the card's one link; Enter on it opens the product. */
export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Kit Capilar Premium' });
    await expect(link).toHaveAttribute('href', '/panel/meus-produtos/3');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/panel/meus-produtos/3');
  },
};

export const MissingDetails: Story = {
  args: {
    name: 'Mentoria Renda Extra',
    category: 'Renda Extra',
    icon: 'money',
    details: [
      { label: 'Garantia', value: '' },
      { label: 'Forma de pagamento', value: '' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Não informado')).toHaveLength(2);
  },
};

export const LongName: Story = {
  args: {
    name: 'Tratamento completo para dores nas costas, articulações e musculatura com acompanhamento',
    category: 'Tratamento para Dores',
    icon: 'pain',
  },
};

export const WithoutDetails: Story = {
  args: { name: 'Atendimento VIP', category: 'Suporte e Atendimento', icon: 'headset', details: [] },
};

/** Every category picture side by side. */
export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '12px' }}>
      {PRODUCT_ICONS.map((icon) => (
        <ProductCard key={icon} {...args} icon={icon} name={`Produto ${icon}`} details={[]} />
      ))}
    </div>
  ),
};
