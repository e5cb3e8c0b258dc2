import type { Media } from '@agente/api';
import type { MediaLibraryItem } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { storyProductNav } from '../ProductNav/storyNav.tsx';
import type { ComposerProps, FlowStepsSectionProps } from './FlowStepsSection.tsx';
import { FluxoView, type FluxoViewProps } from './FluxoView.tsx';
import { FLUXO_COPY } from './fluxo.copy.ts';
import type { MediaSectionProps } from './MediaSection.tsx';
import { ACCEPTED_EXTENSIONS } from './mediaUploadForm.ts';
import { pickerOptions } from './pickerOptions.ts';
import { addMedia, addOffer, EMPTY_DRAFT, type StepDraft } from './stepDraft.ts';
import { draftChips, toStepItem } from './stepItems.ts';

// A self-contained product picture (no network): the stories' screenshots stay the same on every run.
const PRODUCT_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#0f766e"/><circle cx="250" cy="50" r="70" fill="#14b8a6"/><rect x="40" y="60" width="70" height="100" rx="12" fill="#f0fdfa"/><rect x="125" y="85" width="55" height="75" rx="10" fill="#ccfbf1"/></svg>',
)}`;

const media: Media[] = [
  { id: 5, titulo: 'Catálogo 2025', tipo: 'pdf', nome_arquivo: 'catalogo.pdf', id_produto: 3 },
  { id: 6, titulo: 'Foto do kit', tipo: 'imagem', nome_arquivo: 'foto.png', id_produto: 3 },
  { id: 7, titulo: 'Depoimento da Ana', tipo: 'video', nome_arquivo: 'depoimento.mp4', id_produto: 3 },
  { id: 8, titulo: 'Áudio de boas-vindas', tipo: 'audio', nome_arquivo: 'boas-vindas.mp3', id_produto: 3 },
];
const mediaById = new Map(media.map((m) => [m.id, m]));
const offers = [
  { id: 1, preco: 97.9, link: 'https://pay.exemplo.com/kit-1' },
  { id: 2, preco: 147, link: 'pay.exemplo.com/kit-3' },
];
const storedSteps = [
  {
    id: 11,
    posicao: 1,
    texto: '{MEDIA Id=8 codec=audio}Oi! Aqui é a Carol, do Kit Capilar. Posso te mandar o catálogo?',
  },
  {
    id: 12,
    posicao: 2,
    texto:
      '{MEDIA Id=5 codec=pdf}{MEDIA Id=6 codec=imagem}{OFERTA Id=1 Valor=97.90 Link=https://pay.exemplo.com/kit-1}Segue o catálogo com a oferta de hoje.\nO kit sai por R$ 97,90 com frete grátis.',
  },
  { id: 13, posicao: 3, texto: '{PAUSAR_AGENTE}Vou chamar uma atendente para finalizar seu pedido.' },
];
const steps = storedSteps.map((step, index) => toStepItem(step, index, mediaById));

const composer = (draft: StepDraft = EMPTY_DRAFT, overrides: Partial<ComposerProps> = {}): ComposerProps => ({
  chips: draftChips(draft, mediaById),
  onRemoveChip: fn(),
  text: draft.text,
  onTextChange: fn(),
  onAddMedia: fn(),
  onAddOffer: fn(),
  onPause: fn(),
  hasPause: draft.pause,
  onSubmit: fn(),
  isSubmitDisabled: draft.text.trim() === '',
  notes: [],
  ...overrides,
});

const composedDraft: StepDraft = addOffer(
  addMedia({ ...EMPTY_DRAFT, pause: true, text: 'Olha o resultado da Ana!' }, media[2] as Media),
  offers[1] as (typeof offers)[number],
);

const stepsSection: FlowStepsSectionProps = {
  status: 'ready',
  steps,
  isBusy: false,
  successMessage: null,
  moveError: null,
  editingId: null,
  editor: null,
  composer: composer(),
  onMoveUp: fn(),
  onMoveDown: fn(),
  onEdit: fn(),
  onRemove: fn(),
};

const mediaItems: MediaLibraryItem[] = media.map((m) => ({
  id: m.id,
  title: m.titulo,
  kind: m.tipo,
  kindLabel: m.tipo,
  src: m.tipo === 'imagem' ? PRODUCT_IMAGE : m.tipo === 'pdf' ? '/uploads/midias/catalogo.pdf' : '',
}));

const mediaSection: MediaSectionProps = {
  status: 'ready',
  items: mediaItems,
  successMessage: null,
  errorMessage: null,
  copiedId: null,
  busyId: null,
  onRename: fn(),
  onCopied: fn(),
  onCopyError: fn(),
  onRemove: fn(),
  upload: {
    fileName: null,
    title: '',
    productId: 3,
    products: [
      { id: 3, name: 'Kit Capilar' },
      { id: 4, name: 'Gel para Dores' },
    ],
    progress: null,
    uploadError: null,
    acceptedExtensions: ACCEPTED_EXTENSIONS,
    onFile: fn(),
    onTitle: fn(),
    onProduct: fn(),
    onSubmit: fn(),
  },
};

const options = pickerOptions(composedDraft, media, offers);
const closedConfirm = {
  subject: null,
  isPending: false,
  errorMessage: null,
  onConfirm: fn(),
  onCancel: fn(),
};

const meta = {
  title: 'Screens/Fluxo',
  component: FluxoView,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: storyProductNav('fluxo'),
    productName: 'Kit Capilar',
    steps: stepsSection,
    media: mediaSection,
    mediaPicker: {
      isOpen: false,
      options: options.media,
      emptyText: FLUXO_COPY.pickers.mediaEmpty,
      onPick: fn(),
      onClose: fn(),
    },
    offerPicker: {
      isOpen: false,
      options: options.offers,
      emptyText: FLUXO_COPY.pickers.offerEmpty,
      onPick: fn(),
      onClose: fn(),
    },
    confirmStep: closedConfirm,
    confirmMedia: closedConfirm,
    onTestAgent: () => {},
  },
} satisfies Meta<typeof FluxoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brings a part of the page into view: the screenshot then shows the state the story is about. */
const showing =
  (name: string, role: 'form' | 'list' | 'heading' = 'form'): Story['play'] =>
  async ({ canvas }) => {
    canvas.getByRole(role, { name }).scrollIntoView({ block: 'start' });
  };

const withSteps = (change: Partial<FlowStepsSectionProps>): Partial<FluxoViewProps> => ({
  steps: { ...stepsSection, ...change },
});
const withMedia = (change: Partial<MediaSectionProps>): Partial<FluxoViewProps> => ({
  media: { ...mediaSection, ...change },
});
const withUpload = (change: Partial<MediaSectionProps['upload']>): Partial<FluxoViewProps> =>
  withMedia({ upload: { ...mediaSection.upload, ...change } });

export const Loading: Story = {
  args: {
    productName: null,
    ...withSteps({ status: 'loading', steps: [] }),
    media: { ...mediaSection, status: 'loading', items: [] },
  },
};
export const Empty: Story = { args: { ...withSteps({ steps: [] }), media: { ...mediaSection, items: [] } } };
export const Filled: Story = {};
export const LoadError: Story = {
  args: {
    ...withSteps({ status: 'error', loadError: 'Erro ao carregar etapas do fluxo', steps: [] }),
    media: { ...mediaSection, status: 'error', loadError: 'Erro ao carregar mídias', items: [] },
  },
};

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
    ).toEqual(['Mídia: Depoimento da Ana (video)', 'Oferta: R$\u00a0147,00', 'Pausar agente']);
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
      media.reduce<StepDraft>((draft, m) => addMedia(draft, m), {
        ...EMPTY_DRAFT,
        text: 'Tudo sobre o kit.',
      }),
      { isAddMediaDisabled: true, notes: [FLUXO_COPY.composer.mediaLimit] },
    ),
  }),
  play: showing('Nova etapa'),
};
export const MediaPickerOpen: Story = {
  args: { mediaPicker: { ...meta.args.mediaPicker, isOpen: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    await expect(within(dialog).getByRole('option', { name: /Depoimento da Ana/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const OfferPickerOpen: Story = { args: { offerPicker: { ...meta.args.offerPicker, isOpen: true } } };
export const ConfirmDeleteStep: Story = { args: { confirmStep: { ...closedConfirm, subject: 'Etapa 2' } } };

export const Uploading: Story = {
  args: withUpload({ fileName: 'depoimento-ana.mp4', title: 'Depoimento da Ana', progress: 42 }),
  play: async ({ canvas }) => {
    canvas.getByRole('form', { name: 'Enviar mídia' }).scrollIntoView({ block: 'start' });
    await expect(canvas.getByRole('progressbar', { name: 'Enviando arquivo' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  },
};
export const UploadInvalid: Story = {
  args: withUpload({
    fileName: 'planilha.xlsx',
    fileError: FLUXO_COPY.errors.fileNotAllowed(ACCEPTED_EXTENSIONS),
    titleError: FLUXO_COPY.errors.titleRequired,
  }),
  play: showing('Enviar mídia'),
};
export const UploadFailed: Story = {
  args: withUpload({ fileName: 'audio.mp3', title: 'Áudio', uploadError: 'Erro ao fazer upload do arquivo' }),
  play: showing('Enviar mídia'),
};
export const Uploaded: Story = {
  args: withMedia({ successMessage: FLUXO_COPY.success.uploaded }),
  play: showing('Mídias do produto', 'heading'),
};
export const IdCopied: Story = {
  args: withMedia({ copiedId: 7 }),
  play: showing('Mídias do produto', 'list'),
};
export const RenameFailed: Story = {
  args: withMedia({ errorMessage: 'Erro ao atualizar título da mídia' }),
  play: showing('Mídias do produto', 'heading'),
};
export const ConfirmDeleteMediaInUse: Story = {
  args: {
    confirmMedia: {
      ...closedConfirm,
      subject: 'Catálogo 2025',
      errorMessage: 'Esta mídia está na etapa 2 do fluxo. Remova-a da etapa antes de excluir.',
    },
  },
};
