import type { Product } from '@agente/api';
import { assign, fromPromise, setup } from 'xstate';
import { PRODUCT_RETRY_DELAYS_MS } from '../constants.ts';
import { notProvidedActor } from '../notProvided.ts';

/** The list could not be loaded, even after the automatic retries. */
export type ProductsLoaderErrorCode = 'loadFailed';

export interface ProductsLoaderContext {
  products: Product[];
  /** Shown with the retry button once the automatic retries are spent. */
  error: ProductsLoaderErrorCode | null;
  /** Automatic retries made since the last success or manual retry. */
  retries: number;
}

export type ProductsLoaderEvent = { type: 'user.retry' } | { type: 'products.reload' };

/** The agent form's product list: 3 automatic retries after 1, 2 and 4 s, then a manual retry. */
export const productsLoaderMachine = setup({
  types: {
    context: {} as ProductsLoaderContext,
    events: {} as ProductsLoaderEvent,
  },
  actors: {
    /** GET /api/products/list. */
    loadProducts: fromPromise<Product[]>(notProvidedActor('loadProducts')),
  },
  guards: {
    canRetry: ({ context }) => context.retries < PRODUCT_RETRY_DELAYS_MS.length,
  },
  delays: {
    // The wait before retry n (1-based) is the n-th configured delay.
    PRODUCT_RETRY: ({ context }) => PRODUCT_RETRY_DELAYS_MS[context.retries - 1] ?? 0,
  },
}).createMachine({
  id: 'productsLoader',
  context: { products: [], error: null, retries: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProducts',
        onDone: {
          target: 'loaded',
          actions: assign({ products: ({ event }) => event.output, retries: 0, error: null }),
        },
        onError: [
          {
            guard: 'canRetry',
            target: 'waitingToRetry',
            actions: assign({ retries: ({ context }) => context.retries + 1 }),
          },
          { target: 'failed', actions: assign({ error: 'loadFailed' }) },
        ],
      },
    },
    waitingToRetry: {
      after: { PRODUCT_RETRY: 'loading' },
    },
    loaded: {
      on: { 'products.reload': 'loading' },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: assign({ retries: 0, error: null }) } },
    },
  },
});
