import {
  Banner,
  Button,
  ConfirmDialog,
  Heading,
  Inline,
  MediaPicker,
  type MediaPickerOption,
  OfferPicker,
  type OfferPickerOption,
  Stack,
  Text,
} from '@agente/ui';
import type { ReactNode } from 'react';
import { FlowStepsSection, type FlowStepsSectionProps } from './FlowStepsSection.tsx';
import { FLUXO_COPY as COPY } from './fluxo.copy.ts';
import { MediaSection, type MediaSectionProps } from './MediaSection.tsx';

export interface PickerProps<Option> {
  isOpen: boolean;
  options: readonly Option[];
  /** Why nothing can be picked (none registered, or the list failed to load). */
  emptyText: string;
  onPick: (id: number) => void;
  onClose: () => void;
}

export interface ConfirmProps {
  /** What is about to be deleted ("Etapa 2", the media title); null when no dialog is open. */
  subject: string | null;
  isPending: boolean;
  errorMessage: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export interface FluxoViewProps {
  /** The product navigation bar. */
  nav: ReactNode;
  productName: string | null;
  /** Why the product could not be read (the server's message or the default). */
  productError?: string | null;
  steps: FlowStepsSectionProps;
  media: MediaSectionProps;
  mediaPicker: PickerProps<MediaPickerOption>;
  offerPicker: PickerProps<OfferPickerOption>;
  confirmStep: ConfirmProps;
  confirmMedia: ConfirmProps;
  /** Opens "Testar agente" to try the flow as a lead. */
  onTestAgent: () => void;
}

function DeleteDialog({
  confirm,
  copy,
}: {
  confirm: ConfirmProps;
  copy: typeof COPY.confirmStep | typeof COPY.confirmMedia;
}) {
  return (
    <ConfirmDialog
      isOpen={confirm.subject !== null}
      onOpenChange={(open) => {
        if (!open) confirm.onCancel();
      }}
      title={copy.title}
      onConfirm={confirm.onConfirm}
      confirmLabel={copy.confirm}
      cancelLabel={copy.cancel}
      isPending={confirm.isPending}
      errorMessage={confirm.errorMessage ?? undefined}
    >
      {confirm.subject === null ? null : copy.text(confirm.subject)}
    </ConfirmDialog>
  );
}

/** /panel/produto-detalhes/:id — the agent's flow of one product and its media. Pure. */
export function FluxoView(props: FluxoViewProps) {
  const { mediaPicker, offerPicker } = props;
  return (
    <Stack gap="xl">
      {props.nav}
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro(props.productName)}</Text>
        <Inline>
          <Button variant="secondary" size="sm" onPress={props.onTestAgent}>
            {COPY.testAgent}
          </Button>
        </Inline>
      </Stack>
      {props.productError && <Banner tone="error">{props.productError}</Banner>}
      <Banner tone="warning">{COPY.limitsBanner}</Banner>
      <FlowStepsSection {...props.steps} />
      <MediaSection {...props.media} />
      <MediaPicker
        isOpen={mediaPicker.isOpen}
        onOpenChange={(open) => {
          if (!open) mediaPicker.onClose();
        }}
        title={COPY.pickers.mediaTitle}
        emptyText={mediaPicker.emptyText}
        closeLabel={COPY.pickers.close}
        media={mediaPicker.options}
        onPick={mediaPicker.onPick}
      />
      <OfferPicker
        isOpen={offerPicker.isOpen}
        onOpenChange={(open) => {
          if (!open) offerPicker.onClose();
        }}
        title={COPY.pickers.offerTitle}
        emptyText={offerPicker.emptyText}
        closeLabel={COPY.pickers.close}
        offers={offerPicker.options}
        onPick={offerPicker.onPick}
      />
      <DeleteDialog confirm={props.confirmStep} copy={COPY.confirmStep} />
      <DeleteDialog confirm={props.confirmMedia} copy={COPY.confirmMedia} />
    </Stack>
  );
}
