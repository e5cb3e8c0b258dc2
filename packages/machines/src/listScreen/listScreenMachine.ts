import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { SUCCESS_MESSAGE_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';
import { failureOf, hasErrors, placed } from './listScreenHelpers.ts';
import type {
  ListScreenContext,
  ListScreenEmitted,
  ListScreenEvent,
  ListScreenFailure,
  ListScreenInput,
  ListScreenItem,
  ListScreenSaveInput,
  ListScreenToggleInput,
  ListScreenUpdateInput,
} from './listScreenTypes.ts';

export type * from './listScreenTypes.ts';

/**
 * A screen that lists items and edits them in a form above the list (offers, objections, follow-up messages,
 * disabled numbers): the list loads; the form creates an item or edits one; a switch changes one item; a delete
 * waits for a confirmation. One call runs at a time; a success shows for a while; a failure stays until the
 * next call starts. The item, form and error types are the screen's, and so are validation and wording.
 */
export function createListScreenMachine<
  TItem extends ListScreenItem,
  TValues,
  TFieldErrors extends object,
>() {
  type Context = ListScreenContext<TItem, TValues, TFieldErrors>;
  const noFieldErrors = {} as TFieldErrors;

  return setup({
    types: {
      input: {} as ListScreenInput<TValues>,
      context: {} as Context,
      events: {} as ListScreenEvent<TItem, TValues, TFieldErrors>,
      emitted: {} as ListScreenEmitted,
    },
    actors: {
      /** The whole list. */
      load: fromPromise<TItem[]>(notProvidedActor('load')),
      /** A new item from the form's values → the item as saved. */
      create: fromPromise<TItem, ListScreenSaveInput<TValues>>(notProvidedActor('create')),
      /** The edited item's new values → the item as saved. */
      update: fromPromise<TItem, ListScreenUpdateInput<TValues>>(notProvidedActor('update')),
      /** An item's switch turned on or off → the item as saved. */
      toggle: fromPromise<TItem, ListScreenToggleInput<TItem>>(notProvidedActor('toggle')),
      /** Deletes the item with this id. */
      remove: fromPromise<unknown, { id: number }>(notProvidedActor('remove')),
    },
    delays: {
      SUCCESS_VISIBLE: SUCCESS_MESSAGE_MS,
    },
    actions: {
      resetForm: assign(({ context }) => ({
        values: context.emptyValues,
        fieldErrors: noFieldErrors,
        editingId: null,
      })),
      /** Shows `success` for a while and tells the listeners. */
      announceSuccess: enqueueActions(({ context, enqueue }) => {
        enqueue.raise({ type: 'success.show' });
        if (context.success) enqueue.emit({ type: 'succeeded', code: context.success });
      }),
      /** A create, update, switch or delete failed: say why, tell the listeners, let go of its item. */
      failCall: enqueueActions(({ enqueue }, params: { failure: ListScreenFailure }) => {
        enqueue.assign({ failure: params.failure, toggling: null, confirmingId: null });
        enqueue.emit({ type: 'failed', failure: params.failure });
      }),
      reloadIfAsked: enqueueActions(({ context, enqueue }) => {
        if (context.reloadAfterChange) enqueue.raise({ type: 'list.reload' });
      }),
      /** After a create or an update the server confirmed: the form is new again, the success shows. */
      finishSave: enqueueActions(({ context, enqueue }) => {
        enqueue.raise({ type: 'form.reset' });
        enqueue.raise({ type: 'success.show' });
        if (context.success) enqueue.emit({ type: 'succeeded', code: context.success });
        if (context.reloadAfterChange) enqueue.raise({ type: 'list.reload' });
      }),
    },
    guards: {
      isEditing: ({ context }) => context.editingId !== null,
    },
  }).createMachine({
    id: 'listScreen',
    context: ({ input }) => ({
      emptyValues: input.emptyValues,
      newItemsFirst: input.newItemsFirst ?? false,
      reloadAfterChange: input.reloadAfterChange ?? false,
      items: [],
      loadFailure: null,
      failure: null,
      success: null,
      values: input.emptyValues,
      fieldErrors: noFieldErrors,
      editingId: null,
      confirmingId: null,
      toggling: null,
      search: '',
      page: 1,
    }),
    type: 'parallel',
    on: {
      'user.search': { actions: assign({ search: ({ event }) => event.search, page: 1 }) },
      'user.page': { actions: assign({ page: ({ event }) => event.page }) },
      'user.change': {
        actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }) }),
      },
    },
    states: {
      list: {
        initial: 'loading',
        states: {
          loading: {
            entry: assign({ loadFailure: null }),
            invoke: {
              src: 'load',
              onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({ loadFailure: ({ event }) => failureOf('load', event.error) }),
              },
            },
          },
          ready: { on: { 'list.reload': 'reloading' } },
          /** Loading again after a change: the list stays on screen meanwhile; a newer reload replaces it. */
          reloading: {
            invoke: {
              src: 'load',
              onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({ loadFailure: ({ event }) => failureOf('load', event.error) }),
              },
            },
            on: { 'list.reload': { target: 'reloading', reenter: true } },
          },
          failed: { on: { 'user.retry': 'loading', 'list.reload': 'loading' } },
        },
      },
      /** The form: a new item, or the one being edited. */
      form: {
        initial: 'new',
        states: {
          new: {},
          editing: {},
        },
        on: {
          'user.edit': {
            target: '.editing',
            actions: assign({
              editingId: ({ event }) => event.id,
              values: ({ event }) => event.values,
              fieldErrors: noFieldErrors,
            }),
          },
          'user.cancelEdit': { target: '.new', actions: 'resetForm' },
          'form.reset': { target: '.new', actions: 'resetForm' },
        },
      },
      /** One call at a time: what the user asks for while one runs is ignored. */
      call: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'user.submit': [
                {
                  guard: ({ event }) => hasErrors(event.fieldErrors),
                  actions: assign({ fieldErrors: ({ event }) => event.fieldErrors }),
                },
                { guard: 'isEditing', target: 'updating', actions: assign({ fieldErrors: noFieldErrors }) },
                { target: 'creating', actions: assign({ fieldErrors: noFieldErrors }) },
              ],
              'user.toggle': {
                target: 'toggling',
                actions: assign({ toggling: ({ event }) => ({ item: event.item, active: event.active }) }),
              },
              'user.remove': {
                target: 'confirmingRemoval',
                actions: assign({ confirmingId: ({ event }) => event.id }),
              },
            },
          },
          creating: {
            entry: assign({ failure: null }),
            invoke: {
              src: 'create',
              input: ({ context }) => ({ values: context.values }),
              onDone: {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({
                    ...placed(context, event.output),
                    page: 1,
                    success: 'created',
                  })),
                  'finishSave',
                ],
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'failCall',
                  params: ({ event }) => ({ failure: failureOf('create', event.error) }),
                },
              },
            },
          },
          updating: {
            entry: assign({ failure: null }),
            invoke: {
              src: 'update',
              input: ({ context }) => ({ id: context.editingId ?? 0, values: context.values }),
              onDone: {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => ({ ...placed(context, event.output), success: 'updated' })),
                  'finishSave',
                ],
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'failCall',
                  params: ({ event }) => ({ failure: failureOf('update', event.error) }),
                },
              },
            },
          },
          toggling: {
            entry: assign({ failure: null }),
            invoke: {
              src: 'toggle',
              input: ({ context }) => {
                if (!context.toggling) throw new Error('toggling starts with user.toggle');
                return context.toggling;
              },
              onDone: {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => placed(context, event.output)),
                  // The switch's new state says which message applies.
                  assign({
                    success: ({ context }) => (context.toggling?.active ? 'activated' : 'deactivated'),
                  }),
                  'announceSuccess',
                  assign({ toggling: null }),
                  'reloadIfAsked',
                ],
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'failCall',
                  params: ({ event }) => ({ failure: failureOf('toggle', event.error) }),
                },
              },
            },
          },
          confirmingRemoval: {
            on: {
              'user.confirmRemove': 'removing',
              'user.cancelRemove': { target: 'idle', actions: assign({ confirmingId: null }) },
            },
          },
          /** The dialog stays open, its button spinning, until the server answers. */
          removing: {
            entry: assign({ failure: null }),
            invoke: {
              src: 'remove',
              input: ({ context }) => ({ id: context.confirmingId ?? 0 }),
              onDone: {
                target: 'idle',
                actions: [
                  assign({
                    items: ({ context }) => context.items.filter((item) => item.id !== context.confirmingId),
                  }),
                  enqueueActions(({ context, enqueue }) => {
                    // The form no longer edits an item that is gone.
                    if (context.editingId !== null && context.editingId === context.confirmingId)
                      enqueue.raise({ type: 'form.reset' });
                  }),
                  assign({ confirmingId: null }),
                  assign({ success: 'removed' as const }),
                  'announceSuccess',
                ],
              },
              onError: {
                target: 'idle',
                actions: {
                  type: 'failCall',
                  params: ({ event }) => ({ failure: failureOf('remove', event.error) }),
                },
              },
            },
          },
        },
      },
      /** The success message, hidden after a while; a new success restarts the wait. */
      successMessage: {
        initial: 'hidden',
        states: {
          hidden: {
            entry: assign({ success: null }),
            on: { 'success.show': 'visible' },
          },
          visible: {
            on: { 'success.show': { target: 'visible', reenter: true } },
            after: { SUCCESS_VISIBLE: 'hidden' },
          },
        },
      },
    },
  });
}
