import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
        name: 'Kit 3 frascos',
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

/** The link opens in a new tab; edit with the mouse, delete from the keyboard. */
export const EditAndRemove: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /pay\.exemplo\.com\/kit-1/ });
    await expect(link).toHaveAttribute('href', 'https://pay.exemplo.com/kit-1');
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar: R$ 97,90' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Excluir: R$ 97,90' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
    // A named offer is named in its buttons too.
    await userEvent.click(canvas.getByRole('button', { name: 'Editar: Kit 3 frascos — R$ 1.497,00' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(2);
  },
};

/** While an offer is being deleted its buttons wait. */
export const Deleting: Story = {
  args: { busyId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir: Kit 3 frascos — R$ 1.497,00' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Editar: R$ 97,90' })).toBeEnabled();
  },
};
export const Empty: Story = { args: { items: [] } };
