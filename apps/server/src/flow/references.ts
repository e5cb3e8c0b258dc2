import { type FlowPart, parseFlowText, serializeFlowText } from '@agente/rules';
import type { Kysely } from 'kysely';
import type { ProductScope } from '../content/ownedProduct.ts';
import type { Database } from '../db/schema.ts';
import { listSteps } from './queries.ts';
import type { StoredOffer } from './stepRules.ts';

/*
 * Flow steps hold media and offers as markers inside their text (a product has at most 15 steps, so reading and
 * parsing them is cheap). These helpers let the media and offers areas keep those markers truthful.
 */

type Db = Kysely<Database>;

async function positionsWhere(
  db: Db,
  scope: ProductScope,
  uses: (part: FlowPart) => boolean,
): Promise<number[]> {
  const steps = await listSteps(db, scope);
  return steps.filter((step) => parseFlowText(step.texto).some(uses)).map((step) => step.posicao);
}

/** Positions of the product's steps that show this media (its deletion is refused while there are any). */
export function stepsUsingMedia(db: Db, scope: ProductScope, mediaId: number): Promise<number[]> {
  return positionsWhere(db, scope, (part) => part.type === 'media' && part.id === mediaId);
}

/** Positions of the product's steps that carry this offer (its deletion is refused while there are any). */
export function stepsUsingOffer(db: Db, scope: ProductScope, offerId: number): Promise<number[]> {
  return positionsWhere(db, scope, (part) => part.type === 'offer' && part.id === offerId);
}

/** After an offer changes, rewrites the price and link its markers carry in the product's steps. */
export async function refreshOfferInSteps(
  db: Db,
  scope: ProductScope,
  offerId: number,
  offer: StoredOffer,
  now: Date,
): Promise<void> {
  for (const step of await listSteps(db, scope)) {
    const parts = parseFlowText(step.texto);
    if (!parts.some((part) => part.type === 'offer' && part.id === offerId)) continue;
    const texto = serializeFlowText(
      parts.map((part) => (part.type === 'offer' && part.id === offerId ? { ...part, ...offer } : part)),
    );
    await db.updateTable('flow_steps').set({ texto, updated_at: now }).where('id', '=', step.id).execute();
  }
}
