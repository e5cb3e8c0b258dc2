import {
  createListScreenMachine,
  failureText,
  type ListScreenChangesOf,
  type ListScreenInput,
  type ListScreenItem,
  loadStatus,
  type SomeListScreenTexts,
  successText,
} from '@agente/machines';
import type { ListFrameState } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';

/** The API calls a list screen can make. */
export interface ListScreenCalls<TItem, TValues> {
  load: () => Promise<TItem[]>;
  create: (values: TValues) => Promise<TItem>;
  update: (id: number, values: TValues) => Promise<TItem>;
  /** Turns the item's switch to `active`. */
  toggle: (item: TItem, active: boolean) => Promise<TItem>;
  remove: (id: number) => Promise<unknown>;
}

export interface ListScreenOptions<TItem, TValues, TFieldErrors, TTexts extends SomeListScreenTexts>
  extends ListScreenInput<TValues> {
  /** Exactly the calls the texts speak of: a call without its texts, or texts without their call, do not compile. */
  calls: { load: () => Promise<TItem[]> } & Pick<
    ListScreenCalls<TItem, TValues>,
    ListScreenChangesOf<TTexts>
  >;
  /** The screen's words for the failures and successes of its calls (typed with ListScreenTexts in its copy). */
  texts: TTexts;
  /** The screen's validation of the form: its field errors, none when the values can be saved. */
  validate: (values: TValues) => TFieldErrors;
  /** Shows each result elsewhere (the toast corner) instead of in the screen's banners. */
  announce?: { success: (message: string) => void; error: (message: string) => void };
  /** The form's values for editing an item; screens whose rows are not edited leave it out. */
  toFormValues?: (item: TItem) => TValues;
  /** Whether the item's switch is on; screens whose rows have no switch leave it out. */
  isActive?: (item: TItem) => boolean;
}

const unused = (name: string) => () => Promise.reject(new Error(`${name} is not offered by this screen`));

/**
 * The list machine of @agente/machines run with a screen's API calls: its state, the texts of its codes, and
 * the events to send. The calls are read once: a screen showing another product's list is mounted anew (keyed).
 */
export function useListScreen<
  TItem extends ListScreenItem,
  TValues,
  TFieldErrors extends object,
  TTexts extends SomeListScreenTexts,
>(options: ListScreenOptions<TItem, TValues, TFieldErrors, TTexts>) {
  const [logic] = useState(() => {
    const calls: Partial<ListScreenCalls<TItem, TValues>> = options.calls;
    const load = options.calls.load;
    const create = calls.create ?? unused('create');
    const update = calls.update ?? unused('update');
    const toggle = calls.toggle ?? unused('toggle');
    const remove = calls.remove ?? unused('remove');
    return createListScreenMachine<TItem, TValues, TFieldErrors>().provide({
      actors: {
        load: fromPromise(() => load()),
        create: fromPromise(({ input }) => create(input.values)),
        update: fromPromise(({ input }) => update(input.id, input.values)),
        toggle: fromPromise(({ input }) => toggle(input.item, input.active)),
        remove: fromPromise(({ input }) => remove(input.id)),
      },
    });
  });
  const [snapshot, send, actorRef] = useMachine(logic, {
    input: {
      emptyValues: options.emptyValues,
      newItemsFirst: options.newItemsFirst,
      reloadAfterChange: options.reloadAfterChange,
    },
  });
  const { texts, announce, validate } = options;

  useEffect(() => {
    if (!announce) return;
    const succeeded = actorRef.on('succeeded', ({ code }) => {
      const message = successText(texts, code);
      if (message) announce.success(message);
    });
    const failed = actorRef.on('failed', ({ failure }) => {
      const message = failureText(texts, failure);
      if (message) announce.error(message);
    });
    return () => {
      succeeded.unsubscribe();
      failed.unsubscribe();
    };
  }, [actorRef, announce, texts]);

  const { context } = snapshot;
  const status = loadStatus(snapshot, { region: 'list' });
  const items = status === 'ready' ? context.items : [];
  const find = (id: number) => items.find((item) => item.id === id);
  const { toFormValues, isActive } = options;
  const submit = () => send({ type: 'user.submit', fieldErrors: validate(context.values) });
  const frame: ListFrameState = {
    status,
    loadError: failureText(texts, context.loadFailure),
    onRetry: () => send({ type: 'user.retry' }),
    // Announced results are not repeated in the banners.
    successMessage: announce ? null : successText(texts, context.success),
    errorMessage: announce ? null : failureText(texts, context.failure),
    isSaving: snapshot.matches({ call: 'creating' }) || snapshot.matches({ call: 'updating' }),
    onSubmit: submit,
    isDeleting: snapshot.matches({ call: 'removing' }),
    onConfirmRemove: () => send({ type: 'user.confirmRemove' }),
    onCancelRemove: () => send({ type: 'user.cancelRemove' }),
  };
  return {
    context,
    send,
    /** The loaded items; none while loading or after a failed load. */
    items,
    /** The item waiting for the delete confirmation. */
    confirming: context.confirmingId === null ? undefined : find(context.confirmingId),
    /** The props every list view takes alike (see ListViewProps), but for its rows and the one confirming. */
    view: {
      ...frame,
      form: context.values,
      formErrors: context.fieldErrors,
      onFormChange: (values: Partial<TValues>) => send({ type: 'user.change', values }),
      onRemove: (id: number) => send({ type: 'user.remove', id }),
    },
    /** For a list the form edits (see EditableListProps). */
    editing: {
      editingId: context.editingId,
      onEdit: (id: number) => {
        const item = find(id);
        if (item && toFormValues) send({ type: 'user.edit', id, values: toFormValues(item) });
      },
      onCancelEdit: () => send({ type: 'user.cancelEdit' }),
    },
    /** For a list with a switch per row (see SwitchableListProps). */
    onToggleStatus: (id: number) => {
      const item = find(id);
      if (item && isActive) send({ type: 'user.toggle', item, active: !isActive(item) });
    },
    /** For a searched list (see SearchableListProps). */
    searching: {
      total: items.length,
      search: context.search,
      onSearchChange: (search: string) => send({ type: 'user.search', search }),
    },
  };
}
