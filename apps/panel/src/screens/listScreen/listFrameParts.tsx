import { type ListFrameForm, type ListFrameList, SearchField } from '@agente/ui';
import type {
  BusyRowProps,
  EditableListProps,
  SearchableListProps,
  SwitchableListProps,
} from './listViewProps.ts';

/** The words of a form that adds an item or edits one, from the screen's copy. */
export interface EditFormCopy {
  formNew: string;
  formEdit: string;
  submitNew: string;
  submitEdit: string;
  /** The cancel button shown while editing. */
  cancelEdit: string;
}

/** A form that adds, or edits the row chosen: its title and button follow, and editing can be cancelled. */
export function editForm(
  props: EditableListProps,
  copy: EditFormCopy,
): Pick<ListFrameForm, 'title' | 'submitLabel' | 'cancel'> {
  const isEditing = props.editingId !== null;
  return {
    title: isEditing ? copy.formEdit : copy.formNew,
    submitLabel: isEditing ? copy.submitEdit : copy.submitNew,
    cancel: isEditing ? { label: copy.cancelEdit, onPress: props.onCancelEdit } : null,
  };
}

/** The words of a searched list, from the screen's copy. */
export interface SearchCopy {
  search: string;
  searchPlaceholder: string;
  /** Shown when items exist but the search found none of them. */
  noMatch: string;
}

/** A searched list's field, and the note shown when the search found nothing among existing items. */
export function searchPart(
  props: SearchableListProps & { items: readonly unknown[] },
  copy: SearchCopy,
): Pick<ListFrameList, 'search' | 'emptyMessage'> {
  return {
    search: (
      <SearchField
        label={copy.search}
        placeholder={copy.searchPlaceholder}
        value={props.search}
        onChange={props.onSearchChange}
      />
    ),
    emptyMessage: props.total > 0 && props.items.length === 0 ? copy.noMatch : null,
  };
}

/** What a list with a switch per row hands each row's controls. */
export const rowControls = (
  props: EditableListProps &
    SwitchableListProps &
    BusyRowProps & {
      onRemove: (id: number) => void;
    },
) => ({
  onToggleStatus: props.onToggleStatus,
  onEdit: props.onEdit,
  onRemove: props.onRemove,
  busyId: props.busyId,
});
