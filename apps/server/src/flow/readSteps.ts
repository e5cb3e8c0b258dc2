import { parseStoredFlowText, resolveStepOffers, serializeFlowText, stepOfferIds } from '@agente/rules';
import type { Kysely } from 'kysely';
import type { ProductScope } from '../content/ownedProduct.ts';
import type { Database } from '../db/schema.ts';
import { type FlowStepRow, listSteps, productOffers } from './queries.ts';

/*
 * A step keeps its offers as references; the API shows each with its offer's price and link as they are now,
 * read in one query for the whole flow (a product has at most 15 steps).
 */

type Db = Kysely<Database>;

/** Stored steps as the API carries them: each offer marker filled from its offer row. */
export async function presentSteps(
  db: Db,
  scope: ProductScope,
  rows: readonly FlowStepRow[],
): Promise<FlowStepRow[]> {
  const parsed = rows.map((row) => ({ row, parts: parseStoredFlowText(row.texto) }));
  const ids = new Set(parsed.flatMap(({ parts }) => stepOfferIds(parts)));
  const offers = await productOffers(db, scope, [...ids]);
  return parsed.map(({ row, parts }) => ({
    ...row,
    texto: serializeFlowText(resolveStepOffers(parts, offers)),
  }));
}

/** The product's flow in order, as the API carries it. */
export async function readSteps(db: Db, scope: ProductScope): Promise<FlowStepRow[]> {
  return presentSteps(db, scope, await listSteps(db, scope));
}
