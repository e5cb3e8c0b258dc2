import type { ListFrameState } from '@agente/ui';

/**
 * The props every list view (offers, objections, follow-up, disabled numbers) takes, named alike: the frame's
 * state, the rows shown, the form and the delete confirmation (docs/panel-screens.md#how-a-screen-holds-its-state).
 */
export interface ListViewProps<TRow, TValues, TFormErrors> extends ListFrameState {
  /** The rows shown: the items found on the current page. */
  items: readonly TRow[];
  form: TValues;
  formErrors: TFormErrors;
  onFormChange: (change: Partial<TValues>) => void;
  onRemove: (id: number) => void;
  /** The row awaiting the delete confirmation. */
  confirming: TRow | null;
}

/** A list whose rows the form edits. */
export interface EditableListProps {
  /** The row the form edits; null for a new one. */
  editingId: number | null;
  onEdit: (id: number) => void;
  onCancelEdit: () => void;
}

/** A list whose rows have an on/off switch. */
export interface SwitchableListProps {
  onToggleStatus: (id: number) => void;
}

/** A list the user searches. */
export interface SearchableListProps {
  /** How many items exist before searching: the limit counts them all, and "none" differs from "none found". */
  total: number;
  search: string;
  onSearchChange: (search: string) => void;
}

/** A list whose row is marked busy while its switch saves or its delete is asked. */
export interface BusyRowProps {
  busyId: number | null;
}
