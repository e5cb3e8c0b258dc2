import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { UploadIcon } from '../../icons/icons.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './FileDrop.css.ts';
import { useFileDropTarget } from './useFileDropTarget.ts';

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

/** Pick, drop or paste one file; shows its name, the upload progress bar and the validation error. */
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
  const { dropProps, isDropTarget } = useFileDropTarget({ isDisabled, onFile: onSelect });
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {labels.label}
      </span>
      {/* The button is the way in from the keyboard and for screen readers; the area only takes the drop. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named area around one button, not form fields with a legend */}
      <div
        {...dropProps}
        role="group"
        aria-label={labels.dropZone}
        className={styles.zone}
        data-drop-target={isDropTarget || undefined}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
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
      </div>
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
