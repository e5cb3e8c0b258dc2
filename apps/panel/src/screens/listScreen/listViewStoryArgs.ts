import { fn } from 'storybook/test';
import type { ListResultProps, ListViewProps } from './listViewProps.ts';

/** A list screen's view in its stories: loaded, nothing being deleted. */
export const listViewStoryArgs = (): ListViewProps => ({
  status: 'ready',
  isDeleting: false,
  onConfirmRemove: fn(),
  onCancelRemove: fn(),
  onRetry: fn(),
});

/** No result shown above the form. */
export const NO_RESULT_STORY_ARGS: ListResultProps = { successMessage: null, errorMessage: null };
