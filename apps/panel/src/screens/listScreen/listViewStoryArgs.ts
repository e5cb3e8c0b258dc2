import type { ListFrameState } from '@agente/ui';
import { fn } from 'storybook/test';

/** A list screen's view in its stories: loaded, no result shown, nothing being saved or deleted. */
export const listViewStoryArgs = () =>
  ({
    status: 'ready',
    onRetry: fn(),
    successMessage: null,
    errorMessage: null,
    isSaving: false,
    onSubmit: fn(),
    isDeleting: false,
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
    formErrors: {},
    onFormChange: fn(),
    onRemove: fn(),
    confirming: null,
  }) satisfies ListFrameState & Record<string, unknown>;
