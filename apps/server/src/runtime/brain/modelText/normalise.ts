/*
 * What the lead's phone shows is what is checked: NFKC folds full-width and styled characters ("９" → "9",
 * "＄" → "$"), and invisible characters are dropped so "R\u200b$" or a bidi-reordered host cannot split a
 * pattern the eye reads whole. The text sent is this normalised text, never the raw one.
 */

const ZERO_WIDTH_JOINER = 0x200d;
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Variation selectors pick an emoji's look; they hide nothing. */
const isVariationSelector = (code: number) => code >= 0xfe00 && code <= 0xfe0f;
const isKeptControl = (code: number) => code === 0x0a || code === 0x09;

/** Non-ASCII decimal digits left after NFKC (Arabic-Indic, Devanagari…): a number the checks would not read. */
export const FOREIGN_DIGIT = /[^\P{Nd}0-9]/u;

export function normaliseModelText(raw: string): string {
  const text = raw.normalize('NFKC');
  const out: string[] = [];
  let previous = '';
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(code);
    index += char.length;
    if (code >= 0x20 && code < 0x7f) {
      out.push(char);
      previous = char;
      continue;
    }
    if (isKeptControl(code) || isVariationSelector(code)) {
      out.push(char);
      continue;
    }
    if (code === ZERO_WIDTH_JOINER) {
      // Between two pictographs it draws one emoji (👨‍👩‍👧); anywhere else it only hides a split.
      const next = String.fromCodePoint(text.codePointAt(index) ?? 0);
      if (PICTOGRAPH.test(previous) && PICTOGRAPH.test(next)) out.push(char);
      continue;
    }
    if (INVISIBLE.test(char)) continue;
    out.push(char);
    previous = char;
  }
  return out.join('');
}
