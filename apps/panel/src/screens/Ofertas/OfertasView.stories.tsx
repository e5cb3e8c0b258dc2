import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { listViewStoryArgs, NO_RESULT_STORY_ARGS } from '../listScreen/listViewStoryArgs.ts';
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
    ...NO_RESULT_STORY_ARGS,
    offers,
    form: EMPTY_OFFER_FORM,
    formErrors: {},
    isEditing: false,
    isSaving: false,
    onNomeChange: fn(),
    onPrecoChange: fn(),
    onLinkChange: fn(),
    onSubmit: fn(),
    onCancelEdit: fn(),
    onEdit: fn(),
    onRemove: fn(),
    confirming: null,
  },
} satisfies Meta<typeof OfertasView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', offers: [] } };
export const Empty: Story = { args: { offers: [] } };
export const Filled: Story = {};
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar ofertas', offers: [] },
};
export const InvalidForm: Story = {
  args: {
    form: { nome: 'x'.repeat(61), preco: '0', link: 'não é link' },
    formErrors: { nome: 'nomeTooLong', preco: 'precoPositive', link: 'linkInvalid' },
  },
};
export const Editing: Story = {
  args: { isEditing: true, form: { nome: 'Kit 3 frascos', preco: '97,90', link: 'pay.exemplo.com/kit-1' } },
};
export const Saving: Story = {
  args: { isSaving: true, form: { nome: '', preco: '49,90', link: 'loja.com.br/x' } },
};
export const Saved: Story = { args: { successMessage: 'Oferta cadastrada com sucesso!' } };
export const SaveFailed: Story = { args: { errorMessage: 'Erro ao salvar oferta' } };
export const ConfirmDelete: Story = { args: { confirming: offers[0] ?? null } };
