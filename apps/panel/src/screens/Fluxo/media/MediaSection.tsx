import { MEDIA_TITLE_MAX_LENGTH } from '@agente/rules';
import { Banner, Heading, MediaLibrary, type MediaLibraryItem, Spinner, Stack, Text } from '@agente/ui';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import { MediaUploadForm, type UploadFormProps } from './MediaUploadForm.tsx';

const COPY = FLUXO_COPY.media;

export interface MediaSectionProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  items: readonly MediaLibraryItem[];
  successMessage: string | null;
  errorMessage: string | null;
  copiedId: number | null;
  busyId: number | null;
  onRename: (id: number, title: string) => void;
  onCopied: (id: number) => void;
  onCopyError: () => void;
  onRemove: (id: number) => void;
  upload: UploadFormProps;
}

/** The product's media: the upload form, then the library with players, rename, copy ID and delete. */
export function MediaSection(props: MediaSectionProps) {
  return (
    <Stack as="section" gap="lg" aria-labelledby="fluxo-midias-titulo">
      <Stack gap="xs">
        <Heading level={2} id="fluxo-midias-titulo">
          {COPY.heading}
        </Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="danger">{props.errorMessage}</Banner>}
      <MediaUploadForm
        {...props.upload}
        frame="card"
        headingId="fluxo-upload-titulo"
        heading={COPY.uploadHeading}
        submitLabel={COPY.submit}
      />
      {props.status === 'loading' && <Spinner aria-label={FLUXO_COPY.loading} />}
      {props.status === 'error' && <Banner tone="danger">{props.loadError}</Banner>}
      {props.status === 'ready' && (
        <MediaLibrary
          items={props.items}
          labels={COPY.library}
          maxTitleLength={MEDIA_TITLE_MAX_LENGTH}
          copiedId={props.copiedId}
          busyId={props.busyId}
          onRename={props.onRename}
          onCopied={props.onCopied}
          onCopyError={props.onCopyError}
          onRemove={props.onRemove}
        />
      )}
    </Stack>
  );
}
