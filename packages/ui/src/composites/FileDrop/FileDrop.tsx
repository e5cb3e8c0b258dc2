import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { DropZone, FileTrigger, isFileDropItem, ProgressBar } from 'react-aria-components';
import { UploadIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './FileDrop.css.ts';

export interface FileDropLabels {
  /** The field's visible label, e.g. "Arquivo". */
  label: string;
  /** "Selecionar arquivo" */
  choose: string;
  /** "ou arraste o arquivo aqui" */
  dropHint: string;
  /** "Nenhum arquivo selecionado" */
  noFile: string;
  /** The progress bar's label, e.g. "Enviando arquivo". */
  progress: string;
  /** Names the drop area for screen readers, e.g. "Área para soltar o arquivo". */
  dropZone: string;
}

export interface FileDropProps {
  labels: FileDropLabels;
  /** Extensions or MIME types the picker offers (".mp4", ".pdf"…); checking them is the caller's job. */
  acceptedFileTypes: readonly string[];
  /** One file at a time: the chosen or dropped file. */
  onSelect: (file: File) => void;
  fileName?: string | null;
  /** 0–100 while uploading, null otherwise. */
  progress?: number | null;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** Pick or drop one file; shows its name, the upload progress bar and the validation error. */
export function FileDrop({
  labels,
  acceptedFileTypes,
  onSelect,
  fileName,
  progress = null,
  errorMessage,
  isDisabled = false,
}: FileDropProps) {
  const labelId = useId();
  const errorId = useId();
  const pickFirst = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onSelect(file);
  };
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {labels.label}
      </span>
      <DropZone
        aria-label={labels.dropZone}
        isDisabled={isDisabled}
        className={styles.zone}
        data-invalid={errorMessage ? true : undefined}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) onSelect(await item.getFile());
        }}
      >
        <UploadIcon />
        <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} onSelect={pickFirst}>
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-describedby={errorMessage ? errorId : undefined}
            aria-labelledby={`${labelId} ${labelId}-choose`}
          >
            <span id={`${labelId}-choose`}>{labels.choose}</span>
          </Button>
        </FileTrigger>
        <span className={styles.hint}>{labels.dropHint}</span>
        <span className={fileName ? styles.fileName : styles.hint}>{fileName || labels.noFile}</span>
      </DropZone>
      {progress !== null && (
        <ProgressBar value={progress} aria-label={labels.progress} className={styles.progress}>
          {({ percentage, valueText }) => (
            <>
              <span>{labels.progress}</span>
              <span>{valueText}</span>
              <span className={styles.track}>
                <span
                  className={styles.fill}
                  style={assignInlineVars({ [styles.progressWidth]: `${percentage ?? 0}%` })}
                />
              </span>
            </>
          )}
        </ProgressBar>
      )}
      {errorMessage && (
        <span id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
