import {
  createListScreenMachine,
  failureText,
  type ListScreenChangesOf,
  type ListScreenInput,
  type ListScreenItem,
  type SomeListScreenTexts,
  successText,
} from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ListResultProps, ListViewProps } from './listViewProps.ts';

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
  const status = snapshot.matches({ list: 'loading' })
    ? 'loading'
    : snapshot.matches({ list: 'failed' })
      ? 'error'
      : 'ready';
  const list: ListViewProps = {
    status,
    loadError: failureText(texts, context.loadFailure),
    onRetry: () => send({ type: 'user.retry' }),
    isDeleting: snapshot.matches({ call: 'removing' }),
    onConfirmRemove: () => send({ type: 'user.confirmRemove' }),
    onCancelRemove: () => send({ type: 'user.cancelRemove' }),
  };
  const results: ListResultProps = {
    successMessage: successText(texts, context.success),
    errorMessage: failureText(texts, context.failure),
  };
  return {
    context,
    send,
    /** The list's loading and the delete confirmation, as the view takes them. */
    list,
    /** The last call's result, for the banners above the form. */
    results,
    /** The loaded items; none while loading or after a failed load. */
    items: status === 'ready' ? context.items : [],
    isSaving: snapshot.matches({ call: 'creating' }) || snapshot.matches({ call: 'updating' }),
    /** Validates the form and saves it when nothing is wrong. */
    submit: () => send({ type: 'user.submit', fieldErrors: validate(context.values) }),
  };
}
