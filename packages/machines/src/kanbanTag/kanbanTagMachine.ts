import type { components, Lead } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedActor } from '../notProvided.ts';

/** One of LEAD NOVO, COMPRA EFETUADA, RETORNAR CONTATO, CANCELADO (the server stores the canonical form). */
export type LeadTag = components['schemas']['LeadTag'];

export interface KanbanTagInput {
  leadId: number;
  /** The lead's tag as loaded (etiqueta). */
  tag: LeadTag | null;
}

/** The only thing a card's tag reports: the change did not save. */
export type KanbanTagErrorCode = 'tagUpdateFailed';

export interface KanbanTagContext extends KanbanTagInput {
  /** The tag being saved. */
  requestedTag: LeadTag | null;
  /** Set after a failed change. */
  error: KanbanTagErrorCode | null;
}

export type KanbanTagEvent = { type: 'user.selectTag'; tag: LeadTag } | { type: 'user.dismissError' };

/** One lead card's tag: the card changes only once the server confirms. */
export const kanbanTagMachine = setup({
  types: {
    input: {} as KanbanTagInput,
    context: {} as KanbanTagContext,
    events: {} as KanbanTagEvent,
  },
  actors: {
    /** PUT /api/followup/{leadId}/etiqueta → the lead as saved. */
    saveTag: fromPromise<Lead, { leadId: number; etiqueta: LeadTag }>(notProvidedActor('saveTag')),
  },
}).createMachine({
  id: 'kanbanTag',
  context: ({ input }) => ({ ...input, requestedTag: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.selectTag': {
          target: 'saving',
          actions: assign({ requestedTag: ({ event }) => event.tag, error: null }),
        },
        'user.dismissError': { actions: assign({ error: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveTag',
        input: ({ context }) => ({ leadId: context.leadId, etiqueta: context.requestedTag ?? '' }),
        onDone: {
          target: 'idle',
          // The server's canonical form of the tag (matching ignores case and surrounding spaces).
          actions: assign({ tag: ({ event }) => event.output.etiqueta, requestedTag: null }),
        },
        onError: { target: 'idle', actions: assign({ requestedTag: null, error: 'tagUpdateFailed' }) },
      },
    },
  },
});
