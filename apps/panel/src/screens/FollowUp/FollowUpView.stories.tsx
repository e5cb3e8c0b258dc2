import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { listViewStoryArgs } from '../listScreen/listViewStoryArgs.ts';
import { FollowUpView } from './FollowUpView.tsx';
import { EMPTY_FOLLOWUP_FORM } from './followupForm.ts';

const items = [
  {
    id: 1,
    mensagem: 'Oi! Ficou alguma dúvida sobre o produto?',
    delayLabel: 'Enviar após 1 hora',
    isActive: true,
  },
  {
    id: 2,
    mensagem: 'Última chance: a oferta acaba hoje!',
    delayLabel: 'Enviar após 24 horas',
    isActive: false,
  },
];

const meta = {
  title: 'Screens/FollowUp',
  component: FollowUpView,
  parameters: { layout: 'fullscreen' },
  args: {
    ...listViewStoryArgs(),
    items,
    form: EMPTY_FOLLOWUP_FORM,
    editingId: null,
    onCancelEdit: fn(),
    onToggleStatus: fn(),
    onEdit: fn(),
    busyId: null,
  },
} satisfies Meta<typeof FollowUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', items: [] } };
export const Empty: Story = { args: { items: [] } };
export const Filled: Story = {};
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar mensagens de follow up', items: [] },
};
export const InvalidForm: Story = { args: { formErrors: { mensagem: 'mensagemRequired' } } };
export const Editing: Story = {
  args: {
    editingId: 2,
    form: {
      mensagem: 'Última chance: a oferta acaba hoje!',
      tempo: 24,
      status: false,
      modelo: { nome: 'ultima_chance', idioma: 'pt_BR', variaveis: '{nome}' },
    },
  },
};
export const Saving: Story = {
  args: { isSaving: true, form: { ...EMPTY_FOLLOWUP_FORM, mensagem: 'Posso ajudar?', tempo: 6 } },
};
export const ConfirmDelete: Story = { args: { confirming: items[1] ?? null, busyId: 2 } };
/** The approved template's fields refused at each field (outside the official API's 24-hour window). */
export const InvalidTemplate: Story = {
  args: {
    form: {
      ...EMPTY_FOLLOWUP_FORM,
      mensagem: 'Oi! Ainda pensando?',
      modelo: { nome: 'Retomar Conversa', idioma: '', variaveis: '' },
    },
    formErrors: {
      modelo: {
        nome: 'O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).',
        idioma: 'Informe o idioma do modelo.',
      },
    },
  },
};
