/** What a list screen lists: anything with a numeric id. */
export interface ListScreenItem {
  id: number;
}

/** The calls a list screen makes; a failure is reported with the code of its call. */
export type ListScreenCall = 'load' | 'create' | 'update' | 'toggle' | 'remove';

/** What a call that succeeded reports; the screen's copy says it in pt-BR. */
export type ListScreenSuccess = 'created' | 'updated' | 'removed' | 'activated' | 'deactivated';

export interface ListScreenFailure {
  code: ListScreenCall;
  /** The server's own message when it sent one; otherwise the screen words the failure by its code. */
  serverMessage: string | null;
}

export interface ListScreenInput<TValues> {
  /** The form's values for a new item, and after a save or a cancel. */
  emptyValues: TValues;
  /** Where a created item goes: first when the server lists the newest first. */
  newItemsFirst?: boolean;
  /** Load the list again after a save or a switch instead of placing the server's answer in it. */
  reloadAfterChange?: boolean;
}

export interface ListScreenContext<TItem extends ListScreenItem, TValues, TFieldErrors>
  extends Required<ListScreenInput<TValues>> {
  items: TItem[];
  /** Why the list could not be loaded. */
  loadFailure: ListScreenFailure | null;
  /** The last create, update, switch or delete that failed; cleared when the next call starts. */
  failure: ListScreenFailure | null;
  /** The last call that succeeded, shown for a while. */
  success: ListScreenSuccess | null;
  values: TValues;
  /** The field errors the screen's validation found at the last submit. */
  fieldErrors: TFieldErrors;
  /** The item the form edits; null for a new one. */
  editingId: number | null;
  /** The item waiting for the delete confirmation, then being deleted. */
  confirmingId: number | null;
  /** The switch being saved. */
  toggling: ListScreenToggleInput<TItem> | null;
  search: string;
  /** From 1; back to 1 when the search changes or an item is created. */
  page: number;
}

export type ListScreenEvent<TItem extends ListScreenItem, TValues, TFieldErrors> =
  | { type: 'user.retry' }
  | { type: 'list.reload' }
  | { type: 'user.search'; search: string }
  | { type: 'user.page'; page: number }
  | { type: 'user.change'; values: Partial<TValues> }
  /** `fieldErrors`: the screen's validation of the current values; any error keeps the form from saving. */
  | { type: 'user.submit'; fieldErrors: TFieldErrors }
  /** `values`: the item as the form shows it. */
  | { type: 'user.edit'; id: number; values: TValues }
  | { type: 'user.cancelEdit' }
  | { type: 'user.toggle'; item: TItem; active: boolean }
  | { type: 'user.remove'; id: number }
  | { type: 'user.confirmRemove' }
  | { type: 'user.cancelRemove' }
  /** Raised by the machine itself: a call succeeded; the form is done with its item. */
  | { type: 'success.show' }
  | { type: 'form.reset' };

/** Told to whoever listens (e.g. the panel's toast corner) as each create, update, switch or delete ends. */
export type ListScreenEmitted =
  | { type: 'succeeded'; code: ListScreenSuccess }
  | { type: 'failed'; failure: ListScreenFailure };

export interface ListScreenSaveInput<TValues> {
  values: TValues;
}
export interface ListScreenUpdateInput<TValues> extends ListScreenSaveInput<TValues> {
  id: number;
}
export interface ListScreenToggleInput<TItem> {
  item: TItem;
  /** The state the switch is turned to. */
  active: boolean;
}
