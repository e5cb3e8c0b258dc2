import type { AsyncSectionStatus } from '@agente/ui';

/** What the view of a list screen (offers, objections, follow-up, disabled numbers) gets about its list. */
export interface ListViewProps {
  status: AsyncSectionStatus;
  loadError?: string | null;
  /** Loads the list again after it failed to load. */
  onRetry: () => void;
  /** The confirmed delete is running: the dialog's button spins. */
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
}

/** The results a list screen shows in banners above its form. */
export interface ListResultProps {
  successMessage: string | null;
  errorMessage: string | null;
}
