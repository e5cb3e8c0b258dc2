import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { listViewStoryArgs } from '../listScreen/listViewStoryArgs.ts';
import { storyProductNav } from '../ProductNav/storyNav.tsx';
import { ObjecoesView } from './ObjecoesView.tsx';
import { EMPTY_OBJECTION_FORM } from './objectionForm.ts';

const items = [
  { id: 1, pergunta: 'Está caro', resposta: 'Parcelamos em até 12 vezes sem juros.', isActive: true },
  { id: 2, pergunta: 'Tem garantia?', resposta: 'Sim, 7 dias de garantia incondicional.', isActive: false },
];

const meta = {
  title: 'Screens/Objecoes',
  component: ObjecoesView,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: storyProductNav('objecoes'),
    ...listViewStoryArgs(),
    total: items.length,
    items,
    search: '',
    onSearchChange: fn(),
    form: EMPTY_OBJECTION_FORM,
    editingId: null,
    onCancelEdit: fn(),
    onToggleStatus: fn(),
    onEdit: fn(),
    busyId: null,
  },
} satisfies Meta<typeof ObjecoesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', total: 0, items: [] } };
export const Empty: Story = { args: { total: 0, items: [] } };
export const Filled: Story = {};
export const NoSearchMatch: Story = { args: { search: 'entrega', items: [] } };
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar objeções', total: 0, items: [] },
};
export const InvalidForm: Story = {
  args: { formErrors: { pergunta: 'perguntaRequired', resposta: 'respostaRequired' } },
};
export const Editing: Story = {
  args: {
    editingId: 1,
    form: { pergunta: 'Está caro', resposta: 'Parcelamos em até 12 vezes sem juros.', status: 'ativa' },
  },
};
export const LimitReached: Story = { args: { total: 50 } };
export const Toggled: Story = { args: { successMessage: 'Objeção desativada com sucesso!' } };
export const ConfirmDelete: Story = { args: { confirming: items[1] ?? null } };
