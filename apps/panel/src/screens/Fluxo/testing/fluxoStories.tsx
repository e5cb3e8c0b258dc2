import type { Media } from '@agente/api';
import type { MediaLibraryItem } from '@agente/ui';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { storyProductNav } from '../../ProductNav/storyNav.tsx';
import type { ConfirmProps } from '../DeleteDialog.tsx';
import { FluxoView } from '../FluxoView.tsx';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import { FlowMediaView, type FlowMediaViewProps } from '../media/FlowMediaView.tsx';
import type { MediaSectionProps } from '../media/MediaSection.tsx';
import type { UploadFormProps } from '../media/MediaUploadForm.tsx';
import { mediaKindLabel } from '../media/mediaDisplay.ts';
import { ACCEPTED_EXTENSIONS } from '../media/mediaUploadForm.ts';
import type { ComposerProps, FlowStepsSectionProps } from '../steps/FlowStepsSection.tsx';
import { FlowStepsView, type FlowStepsViewProps } from '../steps/FlowStepsView.tsx';
import { pickerOptions } from '../steps/pickerOptions.ts';
import { addMedia, addOffer, EMPTY_DRAFT, type StepDraft } from '../steps/stepDraft.ts';
import { draftChips, toStepItem } from '../steps/stepItems.ts';

// The flow screen's stories share one product (Kit Capilar) and show its parts inside the whole page, so each
// screenshot is the page a seller sees.

// A self-contained product picture (no network): the stories' screenshots stay the same on every run.
const PRODUCT_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#0f766e"/><circle cx="250" cy="50" r="70" fill="#14b8a6"/><rect x="40" y="60" width="70" height="100" rx="12" fill="#f0fdfa"/><rect x="125" y="85" width="55" height="75" rx="10" fill="#ccfbf1"/></svg>',
)}`;

export const storyMedia: Media[] = [
  { id: 5, titulo: 'Catálogo 2025', tipo: 'pdf', nome_arquivo: 'catalogo.pdf', id_produto: 3 },
  { id: 6, titulo: 'Foto do kit', tipo: 'imagem', nome_arquivo: 'foto.png', id_produto: 3 },
  { id: 7, titulo: 'Depoimento da Ana', tipo: 'video', nome_arquivo: 'depoimento.mp4', id_produto: 3 },
  { id: 8, titulo: 'Áudio de boas-vindas', tipo: 'audio', nome_arquivo: 'boas-vindas.mp3', id_produto: 3 },
];
export const storyOffers = [
  { id: 1, nome_oferta: '1 frasco', preco: 97.9, link: 'https://pay.exemplo.com/kit-1' },
  { id: 2, nome_oferta: null, preco: 147, link: 'pay.exemplo.com/kit-3' },
];
const sources = {
  mediaById: new Map(storyMedia.map((m) => [m.id, m])),
  offerById: new Map(storyOffers.map((o) => [o.id, o])),
};
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
const steps = storedSteps.map((step, index) => toStepItem(step, index, sources));

export const composer = (
  draft: StepDraft = EMPTY_DRAFT,
  overrides: Partial<ComposerProps> = {},
): ComposerProps => ({
  chips: draftChips(draft, sources),
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

export const composedDraft: StepDraft = addOffer(
  addMedia({ ...EMPTY_DRAFT, pause: true, text: 'Olha o resultado da Ana!' }, storyMedia[2] as Media),
  storyOffers[1] as (typeof storyOffers)[number],
);

export const stepsSection: FlowStepsSectionProps = {
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

const mediaItems: MediaLibraryItem[] = storyMedia.map((m) => ({
  id: m.id,
  title: m.titulo,
  kind: m.tipo,
  kindLabel: mediaKindLabel(m.tipo),
  src: m.tipo === 'imagem' ? PRODUCT_IMAGE : m.tipo === 'pdf' ? '/uploads/midias/catalogo.pdf' : '',
}));

/** An upload form with nothing chosen yet. */
export function emptyUpload(): UploadFormProps {
  return {
    fileName: null,
    title: '',
    progress: null,
    uploadError: null,
    acceptedExtensions: ACCEPTED_EXTENSIONS,
    onFile: fn(),
    onTitle: fn(),
    onSubmit: fn(),
  };
}

export const mediaSection: MediaSectionProps = {
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
  upload: emptyUpload(),
};

const picked = pickerOptions(composedDraft, storyMedia, storyOffers);
// The stories have no uploads folder: image thumbnails show the inline picture.
const options = {
  ...picked,
  media: picked.media.map((option) =>
    option.kind === 'imagem' ? { ...option, src: PRODUCT_IMAGE } : option,
  ),
};

export const closedConfirm: ConfirmProps = {
  subject: null,
  isPending: false,
  errorMessage: null,
  onConfirm: fn(),
  onCancel: fn(),
};

export const stepsView: FlowStepsViewProps = {
  steps: stepsSection,
  mediaPicker: {
    isOpen: false,
    options: options.media,
    emptyText: FLUXO_COPY.pickers.mediaEmpty,
    onPick: fn(),
    onClose: fn(),
    upload: emptyUpload(),
  },
  offerPicker: {
    isOpen: false,
    options: options.offers,
    emptyText: FLUXO_COPY.pickers.offerEmpty,
    onPick: fn(),
    onClose: fn(),
  },
  confirmStep: closedConfirm,
};

export const mediaView: FlowMediaViewProps = { media: mediaSection, confirmMedia: closedConfirm };

/** The whole flow page of Kit Capilar around its two parts (each the sample one unless given). */
export function FluxoStoryPage({
  productName = 'Kit Capilar',
  steps: stepsPart = <FlowStepsView {...stepsView} />,
  media: mediaPart = <FlowMediaView {...mediaView} />,
}: {
  productName?: string | null;
  steps?: ReactNode;
  media?: ReactNode;
}) {
  return (
    <FluxoView
      nav={storyProductNav('fluxo')}
      productName={productName}
      steps={stepsPart}
      media={mediaPart}
      onTestAgent={() => {}}
    />
  );
}
