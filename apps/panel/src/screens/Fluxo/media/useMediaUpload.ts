import { errorMessage, type Media } from '@agente/api';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/ServicesContext.tsx';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import {
  fileProblem,
  mediaTypeOf,
  titleFromFileName,
  type UploadFormErrors,
  type UploadFormValues,
  validateUpload,
} from './mediaUploadForm.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload form (file, title, product) and its one upload at a time: validation messages
 * (docs/panel-screens.md#media), progress 0–100 while sending, and the form back to its start (this screen's
 * product) after a success.
 */
export function useMediaUpload(productId: number, onUploaded: (media: Media) => void) {
  const upload = useServices().uploadMedia;
  const [values, setValues] = useState<UploadFormValues>({ file: null, title: '', productId });
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
  const setProduct = (id: number) => {
    setValues((current) => ({ ...current, productId: id }));
    setErrors((current) => ({ ...current, product: undefined }));
  };

  const submit = () => {
    if (running.current) return;
    const found = validateUpload(values);
    setErrors(found);
    setServerError(null);
    const { file, productId: targetId } = values;
    const tipo = file ? mediaTypeOf(file) : null;
    if (Object.keys(found).length > 0 || !file || !tipo || targetId === null) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    upload(
      { arquivo: file, tipo, titulo: values.title.trim(), id_produto: targetId },
      (sent) => setProgress(sent.percent),
      controller.signal,
    )
      .then(
        (reply) => {
          setValues({ file: null, title: '', productId });
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
    setProduct,
    submit,
  };
}
