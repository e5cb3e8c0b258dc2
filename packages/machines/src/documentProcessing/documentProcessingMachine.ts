import { assign, fromPromise, setup } from 'xstate';
import { DOCUMENT_POLL_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';

export interface DocumentProcessingContext {
  /** Documents still 'processando' in the latest list the screen shows. */
  processing: number;
}

export type DocumentProcessingEvent =
  /** The screen loaded the documents (first load, after an upload or a removal): how many are processing. */
  { type: 'documents.loaded'; processing: number };

/**
 * Base de conhecimento: while any document is 'processando', its list is read again every DOCUMENT_POLL so the
 * owner sees it turn 'pronto' or 'erro' without pressing 'Atualizar'; polling stops once none is processing.
 * A failed read keeps the list shown and tries again after the same wait.
 */
export const documentProcessingMachine = setup({
  types: {
    context: {} as DocumentProcessingContext,
    events: {} as DocumentProcessingEvent,
  },
  actors: {
    /** GET /api/conhecimento/documentos (the screen shows the new list) → how many are still processing. */
    readDocuments: fromPromise<number>(notProvidedActor('readDocuments')),
  },
  delays: {
    DOCUMENT_POLL: DOCUMENT_POLL_MS,
  },
  guards: {
    anyProcessing: ({ context }) => context.processing > 0,
  },
}).createMachine({
  id: 'documentProcessing',
  context: { processing: 0 },
  initial: 'idle',
  on: {
    'documents.loaded': {
      target: '.deciding',
      actions: assign({ processing: ({ event }) => event.processing }),
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'anyProcessing', target: 'waiting' }, { target: 'idle' }],
    },
    /** Nothing is processing: no reads. */
    idle: {},
    waiting: {
      after: { DOCUMENT_POLL: 'reading' },
    },
    reading: {
      invoke: {
        src: 'readDocuments',
        onDone: { target: 'deciding', actions: assign({ processing: ({ event }) => event.output }) },
        onError: { target: 'waiting' },
      },
    },
  },
});
