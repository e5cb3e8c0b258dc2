import { errorMessage, type Media } from '@agente/api';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/ServicesContext.tsx';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import type { UploadFormProps } from './MediaUploadForm.tsx';
import {
  ACCEPTED_EXTENSIONS,
  fileProblem,
  mediaTypeOf,
  titleFromFileName,
  type UploadFormErrors,
  type UploadFormValues,
  validateUpload,
} from './mediaUploadForm.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload form (file, title) and its one upload at a time, always to this screen's product: validation
 * messages (docs/panel-screens.md#media), progress 0–100 while sending, and the form back to its start after a
 * success. Used by the media section and by the step's media picker.
 */
export function useMediaUpload(productId: number, onUploaded: (media: Media) => void) {
  const upload = useServices().uploadMedia;
  const [values, setValues] = useState<UploadFormValues>({ file: null, title: '' });
  const [errors, setErrors] = useState<UploadFormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  // The title this form filled in from a file's name: replaced when another file is chosen, unlike a typed one.
  const filledTitle = useRef<string | null>(null);

  // Leaving the screen cancels an upload still running.
  useEffect(() => () => running.current?.abort(), []);

  const selectFile = (file: File) => {
    const suggested = titleFromFileName(file.name);
    setValues((current) => {
      const isTyped = current.title.trim() !== '' && current.title !== filledTitle.current;
      if (isTyped) return { ...current, file };
      filledTitle.current = suggested;
      return { ...current, file, title: suggested };
    });
    setErrors((current) => ({
      ...current,
      file: fileProblem(file) ?? undefined,
      ...(suggested ? { title: undefined } : {}),
    }));
    setServerError(null);
  };
  const setTitle = (title: string) => {
    setValues((current) => ({ ...current, title }));
    if (title.trim()) setErrors((current) => ({ ...current, title: undefined }));
  };

  const submit = () => {
    if (running.current) return;
    const found = validateUpload(values);
    setErrors(found);
    setServerError(null);
    const { file } = values;
    const tipo = file ? mediaTypeOf(file) : null;
    if (Object.keys(found).length > 0 || !file || !tipo) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    upload(
      { arquivo: file, tipo, titulo: values.title.trim(), id_produto: productId },
      (sent) => setProgress(sent.percent),
      controller.signal,
    )
      .then(
        (reply) => {
          setValues({ file: null, title: '' });
          filledTitle.current = null;
          setErrors({});
          onUploaded(reply.media);
        },
        (failure: unknown) => {
          if (!isAbort(failure)) setServerError(errorMessage(failure, FLUXO_COPY.errors.upload));
        },
      )
      .finally(() => {
        running.current = null;
        setProgress(null);
      });
  };

  return {
    values,
    errors,
    progress,
    isUploading: progress !== null,
    serverError,
    selectFile,
    setTitle,
    submit,
  };
}

/** The upload form's props from the hook's state. */
export function uploadFormProps(upload: ReturnType<typeof useMediaUpload>): UploadFormProps {
  return {
    fileName: upload.values.file?.name ?? null,
    fileError: upload.errors.file,
    title: upload.values.title,
    titleError: upload.errors.title,
    progress: upload.progress,
    uploadError: upload.serverError,
    acceptedExtensions: ACCEPTED_EXTENSIONS,
    onFile: upload.selectFile,
    onTitle: upload.setTitle,
    onSubmit: upload.submit,
  };
}
