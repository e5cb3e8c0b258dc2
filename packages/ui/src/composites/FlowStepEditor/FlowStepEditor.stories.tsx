import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FlowStepEditor } from './FlowStepEditor.tsx';
import { FLOW_STEP_EDITOR_LABELS } from './flowStepEditorStoryData.ts';

const meta = {
  title: 'Composites/FlowStepEditor',
  component: FlowStepEditor,
  args: {
    labels: FLOW_STEP_EDITOR_LABELS,
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

/** Nothing written yet: the step cannot be added; the toolbar buttons open the pickers. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adicionar etapa' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar mídia' }));
    await expect(args.onAddMedia).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar oferta' }));
    await expect(args.onAddOffer).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar agente' }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

/** Media, offer and pause markers before the text; each marker can be removed; Enter in the text adds a line. */
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
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pausar agente' })).toBeDisabled();
    await expect(canvas.getByText('38/400')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover oferta R$ 97,90' }));
    await expect(args.onRemoveChip).toHaveBeenCalledWith('offer-1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Texto da etapa' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar etapa' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const MediaLimitReached: Story = {
  args: {
    chips: [1, 2, 3, 4].map((id) => ({ key: `media-${id}`, kind: 'media' as const, label: `Mídia ${id}` })),
    isAddMediaDisabled: true,
    notes: ['Só é permitido no máximo 4 mídias por etapa.'],
    text: 'Quatro mídias.',
    isSubmitDisabled: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adicionar mídia' })).toBeDisabled();
  },
};

export const StepLimitReached: Story = {
  args: {
    text: 'Mais uma etapa',
    isSubmitDisabled: true,
    notes: ['Só é permitido no máximo 15 etapas no fluxo.'],
  },
};

/** Edit in place: Cancelar leaves without saving. */
export const Editing: Story = {
  args: {
    labels: { ...meta.args.labels, group: 'Editar Etapa 2', submit: 'Salvar' },
    onCancel: fn(),
    text: 'Texto',
    isSubmitDisabled: false,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { text: 'Texto', isPending: true } };

export const WithError: Story = {
  args: { text: 'Texto', isSubmitDisabled: false, errorMessage: 'Erro ao adicionar etapa' },
};
