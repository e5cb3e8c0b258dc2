import type { BrainOffer, BrainStep } from '../brain.ts';
import { termsOf } from '../ptBrTerms.ts';
import { normalizeMessage } from '../understanding/normalize.ts';

const NUMBER = /^\d+$/;

/**
 * How well the lead's words name one offer: shared words of its name, less one for each number the lead wrote
 * that the name does not hold ("2 frascos" is not "1 frasco"), plus two when the lead wrote its price in reais.
 */
function naming(leadStems: ReadonlySet<string>, offer: BrainOffer): number {
  const nameStems = new Set(termsOf(offer.nome ?? '').map((term) => term.stem));
  let score = 0;
  for (const stem of nameStems) if (leadStems.has(stem)) score++;
  for (const stem of leadStems) {
    if (!NUMBER.test(stem) || nameStems.has(stem)) continue;
    if (Number(stem) === Math.floor(offer.preco)) score += 2;
    else if (nameStems.size > 0) score--;
  }
  return score;
}

/** The offer the lead named, when one stands out; else every offer, in the catalogue's order. */
export function offersAsked(messages: readonly string[], offers: readonly BrainOffer[]): BrainOffer[] {
  const leadStems = new Set(
    termsOf(messages.map((text) => normalizeMessage(text).text).join(' ')).map((t) => t.stem),
  );
  const scored = offers.map((offer) => ({ offer, score: naming(leadStems, offer) }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return best > 0 && top.length === 1 ? top.map((entry) => entry.offer) : [...offers];
}

/** The first flow step that carries one of these offers, or null when none does. */
export function stepHolding(steps: readonly BrainStep[], offerIds: readonly number[]): number | null {
  const holding = steps
    .filter((step) => step.parts.some((part) => part.type === 'offer' && offerIds.includes(part.id)))
    .map((step) => step.position);
  return holding.length > 0 ? Math.min(...holding) : null;
}
