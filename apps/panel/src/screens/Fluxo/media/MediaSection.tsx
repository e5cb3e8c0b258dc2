import { MEDIA_TITLE_MAX_LENGTH } from '@agente/rules';
import {
  Banner,
  Button,
  Card,
  FileDrop,
  Form,
  FormActions,
  Heading,
  MediaLibrary,
  type MediaLibraryItem,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { FLUXO_COPY } from '../fluxo.copy.ts';

const COPY = FLUXO_COPY.media;

export interface UploadFormProps {
  fileName: string | null;
  fileError?: string;
  title: string;
  titleError?: string;
  productId: number | null;
  productError?: string;
  products: readonly { id: number; name: string }[];
  /** 0–100 while sending; null otherwise. */
  progress: number | null;
  /** The server refused the upload (or it failed): its message. */
  uploadError: string | null;
  acceptedExtensions: readonly string[];
  onFile: (file: File) => void;
  onTitle: (title: string) => void;
  onProduct: (id: number) => void;
  onSubmit: () => void;
}

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

function UploadForm(props: UploadFormProps) {
  const isUploading = props.progress !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Card as="section" aria-labelledby="fluxo-upload-titulo">
      <Heading level={3} id="fluxo-upload-titulo">
        {COPY.uploadHeading}
      </Heading>
      <Form onSubmit={submit} aria-labelledby="fluxo-upload-titulo">
        <FileDrop
          labels={COPY.file}
          acceptedFileTypes={props.acceptedExtensions}
          onSelect={props.onFile}
          fileName={props.fileName}
          progress={props.progress}
          errorMessage={props.fileError}
          isDisabled={isUploading}
        />
        <TextField
          label={COPY.titleField}
          placeholder={COPY.titlePlaceholder}
          value={props.title}
          onChange={props.onTitle}
          maxLength={MEDIA_TITLE_MAX_LENGTH}
          errorMessage={props.titleError}
          isDisabled={isUploading}
        />
        <Select
          label={COPY.product}
          placeholder={COPY.productPlaceholder}
          items={props.products}
          selectedKey={props.productId}
          onSelectionChange={(key) => {
            if (key !== null) props.onProduct(Number(key));
          }}
          errorMessage={props.productError}
          isDisabled={isUploading}
        >
          {(product) => <SelectItem id={product.id}>{product.name}</SelectItem>}
        </Select>
        {props.uploadError && <Banner tone="danger">{props.uploadError}</Banner>}
        <FormActions>
          <Button type="submit" isPending={isUploading} pendingLabel={COPY.sending}>
            {COPY.submit}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
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
      <UploadForm {...props.upload} />
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
