import { MEDIA_TITLE_MAX_LENGTH } from '@agente/rules';
import { Banner, Button, Card, FileDrop, Form, FormActions, Heading, Stack, TextField } from '@agente/ui';
import type { FormEvent } from 'react';
import { FLUXO_COPY } from '../fluxo.copy.ts';

const COPY = FLUXO_COPY.media;

export interface UploadFormProps {
  fileName: string | null;
  fileError?: string;
  title: string;
  titleError?: string;
  /** 0–100 while sending; null otherwise. */
  progress: number | null;
  /** The server refused the upload (or it failed): its message. */
  uploadError: string | null;
  acceptedExtensions: readonly string[];
  onFile: (file: File) => void;
  onTitle: (title: string) => void;
  onSubmit: () => void;
}

export interface MediaUploadFormProps extends UploadFormProps {
  /** Ties the heading to the form (two forms can be on the page: the section's and the picker's). */
  headingId: string;
  heading: string;
  submitLabel: string;
  /** 'card' in the media section; 'plain' inside the step's media picker, which already frames it. */
  frame: 'card' | 'plain';
}

/** File, title and send: the media goes to the product on show (no product to choose). */
export function MediaUploadForm({ headingId, heading, submitLabel, frame, ...props }: MediaUploadFormProps) {
  const isUploading = props.progress !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const body = (
    <>
      <Heading level={3} id={headingId}>
        {heading}
      </Heading>
      <Form onSubmit={submit} aria-labelledby={headingId}>
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
        {props.uploadError && <Banner tone="danger">{props.uploadError}</Banner>}
        <FormActions>
          <Button type="submit" isPending={isUploading} pendingLabel={COPY.sending}>
            {submitLabel}
          </Button>
        </FormActions>
      </Form>
    </>
  );
  return frame === 'card' ? (
    <Card as="section" aria-labelledby={headingId}>
      {body}
    </Card>
  ) : (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      {body}
    </Stack>
  );
}
