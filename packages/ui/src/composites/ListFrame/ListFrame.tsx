import type { ReactNode } from 'react';
import { Banner } from '../../primitives/Banner/Banner.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog.tsx';
import { FormActions } from '../../primitives/Form/Form.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import {
  AsyncSection,
  type AsyncSectionProps,
  type AsyncSectionStatus,
} from '../AsyncSection/AsyncSection.tsx';
import { FormCard } from '../FormCard/FormCard.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';

/** The words a list screen's frame shows, from the screen's copy. */
export interface ListFrameTexts {
  title: string;
  intro: string;
  /** Names the spinner while the list loads. */
  loading: string;
  /** The submit button's label while the form saves. */
  saving: string;
  confirmTitle: string;
  confirm: string;
  /** The delete dialog's cancel button. */
  cancel: string;
}

/** Where a list screen stands: its list's loading, the form's save, the last result and the delete confirmation. */
export interface ListFrameState {
  status: AsyncSectionStatus;
  loadError?: string | null;
  /** Loads the list again after it failed to load. */
  onRetry: () => void;
  /** The last call's result, in a banner above the form; screens announcing results elsewhere leave them out. */
  successMessage?: string | null;
  errorMessage?: string | null;
  isSaving: boolean;
  onSubmit: () => void;
  /** The confirmed delete is running: the dialog's button spins. */
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
}

export interface ListFrameForm {
  /** Names the form's card, e.g. "Nova oferta" or "Editar oferta". */
  title: string;
  /** The fields, and any notice shown above the buttons. */
  fields: ReactNode;
  submitLabel: string;
  /** The submit button is greyed and pressing Enter saves nothing, e.g. when a limit is reached. */
  isSubmitDisabled?: boolean;
  /** The button that abandons the form; none when absent. */
  cancel?: { label: string; onPress: () => void } | null;
}

export type ListFrameList = Pick<
  AsyncSectionProps,
  'header' | 'search' | 'emptyMessage' | 'paging' | 'aria-label' | 'aria-labelledby'
> & {
  /** The loaded list or table. */
  content: ReactNode;
};

export interface ListFrameProps {
  texts: ListFrameTexts;
  state: ListFrameState;
  /** Above the title, e.g. the product's tabs. */
  nav?: ReactNode;
  form: ListFrameForm;
  list: ListFrameList;
  /** The delete question naming what would be deleted; the dialog is open while there is one. */
  removeQuestion: string | null;
}

/**
 * The page every list screen shares: title, result banners, the form card, the loaded list and the delete
 * confirmation, which stays open with its button spinning while the delete runs.
 */
export function ListFrame({ texts, state, nav, form, list, removeQuestion }: ListFrameProps) {
  const { content, ...section } = list;
  const submit = () => {
    if (!form.isSubmitDisabled) state.onSubmit();
  };
  return (
    <Stack gap="xl">
      {nav}
      <PageHeader title={texts.title} intro={texts.intro} />
      {state.successMessage && <Banner tone="success">{state.successMessage}</Banner>}
      {state.errorMessage && <Banner tone="danger">{state.errorMessage}</Banner>}
      <FormCard title={form.title} onSubmit={submit}>
        {form.fields}
        <FormActions>
          {form.cancel && (
            <Button variant="secondary" onPress={form.cancel.onPress} isDisabled={state.isSaving}>
              {form.cancel.label}
            </Button>
          )}
          <Button
            type="submit"
            isDisabled={form.isSubmitDisabled}
            isPending={state.isSaving}
            pendingLabel={texts.saving}
          >
            {form.submitLabel}
          </Button>
        </FormActions>
      </FormCard>
      <AsyncSection
        {...section}
        status={state.status}
        loadingLabel={texts.loading}
        errorMessage={state.loadError}
        onRetry={state.onRetry}
      >
        {content}
      </AsyncSection>
      <ConfirmDialog
        isOpen={removeQuestion !== null}
        onCancel={state.onCancelRemove}
        onConfirm={state.onConfirmRemove}
        isPending={state.isDeleting}
        title={texts.confirmTitle}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
      >
        {removeQuestion}
      </ConfirmDialog>
    </Stack>
  );
}
