import { parseStoredFlowText, type StoredFlowPart } from '@agente/rules';
import type { Kysely } from 'kysely';
import type { ProductScope } from '../content/ownedProduct.ts';
import type { Database } from '../db/schema.ts';
import { listSteps } from './queries.ts';

/*
 * Flow steps hold media and offers as markers inside their text (a product has at most 15 steps, so reading and
 * parsing them is cheap). These helpers tell the media and offers areas which steps still use one of theirs.
 */

type Db = Kysely<Database>;

async function positionsWhere(
  db: Db,
  scope: ProductScope,
  uses: (part: StoredFlowPart) => boolean,
): Promise<number[]> {
  const steps = await listSteps(db, scope);
  return steps.filter((step) => parseStoredFlowText(step.texto).some(uses)).map((step) => step.posicao);
}

/** Positions of the product's steps that show this media (its deletion is refused while there are any). */
export function stepsUsingMedia(db: Db, scope: ProductScope, mediaId: number): Promise<number[]> {
  return positionsWhere(db, scope, (part) => part.type === 'media' && part.id === mediaId);
}

/** Positions of the product's steps that carry this offer (its deletion is refused while there are any). */
export function stepsUsingOffer(db: Db, scope: ProductScope, offerId: number): Promise<number[]> {
  return positionsWhere(db, scope, (part) => part.type === 'offer' && part.id === offerId);
}
