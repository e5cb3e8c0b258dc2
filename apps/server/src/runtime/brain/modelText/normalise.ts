import { dropInvisible } from '@agente/rules';

/*
 * What the lead's phone shows is what is checked: NFKC folds full-width and styled characters ("９" → "9",
 * "＄" → "$"), and invisible characters are dropped so "R\u200b$" or a bidi-reordered host cannot split a
 * pattern the eye reads whole. The text sent is this normalised text, never the raw one.
 */

/** Non-ASCII decimal digits left after NFKC (Arabic-Indic, Devanagari…): a number the checks would not read. */
export const FOREIGN_DIGIT = /[^\P{Nd}0-9]/u;

export function normaliseModelText(raw: string): string {
  return dropInvisible(raw.normalize('NFKC'));
}
