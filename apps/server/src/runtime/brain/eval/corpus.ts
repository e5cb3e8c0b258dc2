import type { CorpusGroup } from './corpusTypes.ts';
import { HELD_OUT_CORPUS } from './heldOutCorpus.ts';
import { TUNING_CORPUS } from './tuningCorpus.ts';

/** The whole labelled corpus: pt-BR lead messages and short conversations for the serum and the course. */
export const CORPUS: readonly CorpusGroup[] = [...TUNING_CORPUS, ...HELD_OUT_CORPUS];

/** The aims `npm test` holds the built-in brain to. */
export const EVAL_AIMS = { overall: 0.95, stop: 1, handover: 1, salesAfterStop: 0 } as const;
