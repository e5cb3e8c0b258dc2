import type { BrainAction } from '../brain.ts';
import type { Intent } from '../understanding/intent.ts';
import type { CorpusProduct } from './products.ts';

export type ActionKind = BrainAction['kind'];

/** One lead turn: what the lead wrote (a burst when several), what it means, what the agent should do. */
export type LabelledTurn = readonly [
  lead: string | readonly string[],
  intents: readonly Intent[],
  actions: readonly ActionKind[],
];

/**
 * Turns for one product. `sequential`: a short conversation, each turn answered in order from the start of
 * the flow, the agent's replies and position carried into the next turn; otherwise each turn stands alone at
 * `position`, with no history.
 */
export interface CorpusGroup {
  readonly product: CorpusProduct;
  readonly position: number;
  readonly sequential: boolean;
  readonly turns: readonly LabelledTurn[];
}

/** Separate turns, each read alone at this flow position. */
export const at = (product: CorpusProduct, position: number, ...turns: LabelledTurn[]): CorpusGroup => ({
  product,
  position,
  sequential: false,
  turns,
});

/** A short conversation from the start of the flow. */
export const talk = (product: CorpusProduct, ...turns: LabelledTurn[]): CorpusGroup => ({
  product,
  position: 0,
  sequential: true,
  turns,
});
