import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FlowStepEditor } from './FlowStepEditor.tsx';

const meta = {
  title: 'Composites/FlowStepEditor',
  component: FlowStepEditor,
  args: {
    labels: {
      group: 'Nova etapa',
      toolbar: 'Inserir na etapa',
      chips: 'Itens da etapa',
      text: 'Texto da etapa',
      addMedia: 'Adicionar mídia',
      addOffer: 'Adicionar oferta',
      pause: 'Pausar agente',
      submit: 'Adicionar etapa',
      pending: 'Salvando...',
      cancel: 'Cancelar',
    },
    chips: [],
    onRemoveChip: fn(),
    text: '',
    onTextChange: fn(),
    maxLength: 400,
    onAddMedia: fn(),
    onAddOffer: fn(),
    onPause: fn(),
    hasPause: false,
    onSubmit: fn(),
    isSubmitDisabled: true,
  },
} satisfies Meta<typeof FlowStepEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Composed: Story = {
  args: {
    chips: [
      { key: 'media-3', kind: 'media', label: 'Catálogo (pdf)', removeLabel: 'Remover mídia Catálogo' },
      { key: 'offer-1', kind: 'offer', label: 'R$ 97,90', removeLabel: 'Remover oferta R$ 97,90' },
      { key: 'pause', kind: 'pause', label: 'Pausar agente', removeLabel: 'Remover pausa do agente' },
    ],
    hasPause: true,
    text: 'Segue o catálogo com a oferta de hoje.',
    isSubmitDisabled: false,
  },
};

export const MediaLimitReached: Story = {
  args: {
    chips: [1, 2, 3, 4].map((id) => ({ key: `media-${id}`, kind: 'media' as const, label: `Mídia ${id}` })),
    isAddMediaDisabled: true,
    note: 'Só é permitido no máximo 4 mídias por etapa.',
    text: 'Quatro mídias.',
    isSubmitDisabled: false,
  },
};

export const Editing: Story = {
  args: {
    labels: { ...meta.args.labels, group: 'Editar Etapa 2', submit: 'Salvar' },
    onCancel: fn(),
    text: 'Texto',
    isSubmitDisabled: false,
  },
};

export const Saving: Story = { args: { text: 'Texto', isPending: true } };

export const WithError: Story = {
  args: {
    text: 'Texto',
    isSubmitDisabled: true,
    errorMessage: 'Só é permitido no máximo 15 etapas no fluxo.',
  },
};
