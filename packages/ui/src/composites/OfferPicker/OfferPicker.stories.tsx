import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
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
      {
        id: 3,
        name: 'Kit 3 frascos',
        price: 'R$ 247,00',
        description: 'https://pay.exemplo.com/kit-3',
        isDisabled: false,
      },
      { id: 1, price: 'R$ 97,90', description: 'https://pay.exemplo.com/kit-1', isDisabled: false },
      { id: 2, price: 'R$ 147,00', description: 'Já está na etapa', isDisabled: true },
    ],
  },
} satisfies Meta<typeof OfferPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer already in the step cannot be picked by mouse or keyboard; the other one can, by both. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar oferta' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    const list = within(dialog).getByRole('listbox', { name: 'Selecionar oferta' });
    const taken = within(list).getByRole('option', { name: /^R\$ 147,00/ });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taken);
    await expect(args.onPick).not.toHaveBeenCalled();

    await expect(within(list).getByRole('option', { name: /^Kit 3 frascos — R\$ 247,00/ })).toBeVisible();
    const offer = within(list).getByRole('option', { name: /^R\$ 97,90/ });
    await userEvent.click(offer);
    await expect(args.onPick).toHaveBeenLastCalledWith(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await expect(offer).toHaveFocus();
    // The arrow skips the disabled offer below: focus stays where it is.
    await userEvent.keyboard('{ArrowDown}');
    await expect(offer).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledTimes(2);
    await expect(args.onPick).toHaveBeenLastCalledWith(1);
    mocked(args.onOpenChange).mockClear();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NoOffers: Story = {
  args: { offers: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar oferta' });
    // The modal fades in: it is driven once its entering animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Nenhuma oferta cadastrada para este produto.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
