import { priceCents } from '@agente/rules';
import { MODEL_TEXT_MAX_CHARS } from '../../../constants.ts';
import type { MODEL_TEXT_REJECTIONS } from '../../../messages.ts';
import { findAmount } from './amounts.ts';
import { findAddresses } from './links.ts';
import { FOREIGN_DIGIT, normaliseModelText } from './normalise.ts';
import { tokenize } from './tokens.ts';

/**
 * A model writes free text; it must never send a link, a price, a pix key or a promise the seller did not
 * configure (an invented checkout link or a wrong price costs the seller money and trust). The text is checked
 * whole and sent whole or not at all: anything outside the catalogue rejects it, never a half-deleted sentence.
 */
export interface Catalogue {
  /** Offer links and media URLs that may appear as written. */
  readonly links: readonly string[];
  /** Offer prices in reais. */
  readonly prices: readonly number[];
}

export type RejectionKind = keyof typeof MODEL_TEXT_REJECTIONS;

export type ModelTextVerdict =
  /** The normalised text, the one to send. */
  | { readonly ok: true; readonly text: string }
  /** What was found outside the catalogue (a short excerpt of the normalised text). */
  | { readonly ok: false; readonly kind: RejectionKind; readonly found: string };

/** How much of what was found a rejection quotes (the turn record, the log). */
const FOUND_EXCERPT_CHARS = 80;

const rejected = (kind: RejectionKind, found: string): ModelTextVerdict => ({
  ok: false,
  kind,
  found: found.slice(0, FOUND_EXCERPT_CHARS),
});

/**
 * Normalises (NFKC, invisible characters out), caps the length, then looks for every address and amount; the
 * catalogue's links (as written) and prices (in any usual writing: "R$ 97,90", "97,90", "97.90 reais") pass.
 * Linear in the length of the text.
 */
export function vetModelText(raw: string, catalogue: Catalogue): ModelTextVerdict {
  if (raw.length > MODEL_TEXT_MAX_CHARS) return rejected('longo_demais', `${raw.length} caracteres`);
  const text = normaliseModelText(raw).trim();
  return outsideCatalogue(text, catalogue) ?? { ok: true, text };
}

/** The first thing in a normalised text that the catalogue does not hold, at any length (no cap here). */
export function outsideCatalogue(text: string, catalogue: Catalogue): ModelTextVerdict | null {
  const foreign = FOREIGN_DIGIT.exec(text);
  if (foreign) return rejected('digitos_estrangeiros', foreign[0]);
  const { addresses, kept } = findAddresses(text, catalogue.links);
  const address = addresses[0];
  if (address) return rejected(address.kind, text.slice(address.start, address.end));
  const amount = findAmount(tokenize(text), kept, new Set(catalogue.prices.map(priceCents)));
  if (amount) return rejected(amount.kind, text.slice(amount.start, amount.end));
  return null;
}
