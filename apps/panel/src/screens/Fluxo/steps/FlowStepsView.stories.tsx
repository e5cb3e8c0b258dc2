import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import {
  closedConfirm,
  composedDraft,
  composer,
  FluxoStoryPage,
  stepsSection,
  stepsView,
  storyMedia,
} from '../testing/fluxoStories.tsx';
import type { FlowStepsSectionProps } from './FlowStepsSection.tsx';
import { FlowStepsView, type FlowStepsViewProps } from './FlowStepsView.tsx';
import { addMedia, EMPTY_DRAFT, type StepDraft } from './stepDraft.ts';

const meta = {
  title: 'Screens/Fluxo/Steps',
  component: FlowStepsView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <FluxoStoryPage steps={<Story />} />],
  args: stepsView,
} satisfies Meta<typeof FlowStepsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brings a part of the page into view: the screenshot then shows the state the story is about. */
const showing =
  (name: string): Story['play'] =>
  async ({ canvas }) => {
    canvas.getByRole('form', { name }).scrollIntoView({ block: 'start' });
  };

const withSteps = (change: Partial<FlowStepsSectionProps>): Partial<FlowStepsViewProps> => ({
  steps: { ...stepsSection, ...change },
});

/** A new step with a video, an offer and the pause: markers first, then the text. */
export const Composing: Story = {
  args: withSteps({ composer: composer(composedDraft) }),
  play: async ({ canvas }) => {
    const composerForm = canvas.getByRole('form', { name: 'Nova etapa' });
    composerForm.scrollIntoView({ block: 'start' });
    const chips = within(composerForm).getByRole('list', { name: 'Itens da etapa' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mídia: Depoimento da Ana (Vídeo)', 'Oferta: R$\u00a0147,00', 'Pausar agente']);
    await expect(within(composerForm).getByRole('button', { name: 'Adicionar etapa' })).toBeEnabled();
  },
};
export const StepAdded: Story = { args: withSteps({ successMessage: FLUXO_COPY.success.stepAdded }) };
export const AddFailed: Story = {
  args: withSteps({
    composer: composer({ ...EMPTY_DRAFT, text: 'Oi!' }, { errorMessage: 'Erro ao adicionar etapa' }),
  }),
  play: showing('Nova etapa'),
};
export const EditingStep: Story = {
  args: withSteps({
    editingId: 12,
    editor: composer(
      {
        ...EMPTY_DRAFT,
        media: [{ type: 'media', id: 5, codec: 'pdf' }],
        text: 'Segue o catálogo com a oferta de hoje.',
      },
      { onCancel: fn() },
    ),
  }),
  play: showing('Editar Etapa 2'),
};

/** A move is running: every move button waits. */
export const Moving: Story = {
  args: withSteps({ isBusy: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mover para baixo (Etapa 1)' })).toBeDisabled();
  },
};
export const MoveFailed: Story = { args: withSteps({ moveError: 'Erro ao mover etapa' }) };
export const StepLimitReached: Story = {
  args: withSteps({
    steps: Array.from({ length: 15 }, (_, i) => ({
      id: 100 + i,
      title: `Etapa ${i + 1}`,
      chips: [],
      text: `Mensagem ${i + 1}`,
    })),
    composer: composer(
      { ...EMPTY_DRAFT, text: 'Mais uma etapa' },
      { isSubmitDisabled: true, notes: [FLUXO_COPY.composer.stepLimit] },
    ),
  }),
  play: showing('Nova etapa'),
};
export const MediaLimitReached: Story = {
  args: withSteps({
    composer: composer(
      storyMedia.reduce<StepDraft>((draft, m) => addMedia(draft, m), {
        ...EMPTY_DRAFT,
        text: 'Tudo sobre o kit.',
      }),
      { isAddMediaDisabled: true, notes: [FLUXO_COPY.composer.mediaLimit] },
    ),
  }),
  play: showing('Nova etapa'),
};
export const MediaPickerOpen: Story = {
  args: { mediaPicker: { ...stepsView.mediaPicker, isOpen: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    await expect(within(dialog).getByRole('option', { name: /Depoimento da Ana/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Kinds read in Portuguese, and an image opens on its own thumbnail.
    const image = within(dialog)
      .getAllByRole('option')
      .find((option) => option.querySelector('img'));
    await expect(image).toHaveTextContent('Imagem');
  },
};
export const OfferPickerOpen: Story = { args: { offerPicker: { ...stepsView.offerPicker, isOpen: true } } };
export const ConfirmDeleteStep: Story = { args: { confirmStep: { ...closedConfirm, subject: 'Etapa 2' } } };
