import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { listViewStoryArgs } from '../listScreen/listViewStoryArgs.ts';
import { storyProductNav } from '../ProductNav/storyNav.tsx';
import { OfertasView } from './OfertasView.tsx';
import { EMPTY_OFFER_FORM } from './offerForm.ts';

const offers = [
  {
    id: 1,
    name: 'Kit 3 frascos',
    price: 'R$ 97,90',
    link: 'pay.exemplo.com/kit-1',
    href: 'https://pay.exemplo.com/kit-1',
  },
  {
    id: 2,
    price: 'R$ 1.497,00',
    link: 'https://pay.exemplo.com/kit-3',
    href: 'https://pay.exemplo.com/kit-3',
  },
];

const meta = {
  title: 'Screens/Ofertas',
  component: OfertasView,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: storyProductNav('ofertas'),
    ...listViewStoryArgs(),
    items: offers,
    form: EMPTY_OFFER_FORM,
    editingId: null,
    onCancelEdit: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof OfertasView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { items: [] } };
export const Filled: Story = {};
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar ofertas', items: [] },
};
export const InvalidForm: Story = {
  args: {
    form: { nome: 'x'.repeat(61), preco: '0', link: 'não é link' },
    formErrors: { nome: 'nomeTooLong', preco: 'precoPositive', link: 'linkInvalid' },
  },
};
export const Editing: Story = {
  args: { editingId: 1, form: { nome: 'Kit 3 frascos', preco: '97,90', link: 'pay.exemplo.com/kit-1' } },
};
export const Saving: Story = {
  args: { isSaving: true, form: { nome: '', preco: '49,90', link: 'loja.com.br/x' } },
};
export const Saved: Story = { args: { successMessage: 'Oferta cadastrada com sucesso!' } };
export const SaveFailed: Story = { args: { errorMessage: 'Erro ao salvar oferta' } };
export const ConfirmDelete: Story = { args: { confirming: offers[0] ?? null } };
