/*
 * Invisible characters change how a text reads without showing: bidi embeddings, overrides and isolates (a name
 * can reverse the text after it, a host can be reordered), marks, zero-width spaces and joiners, the byte-order
 * mark, other format and default-ignorable characters, and control characters. A lead's name and a model's text
 * both drop them, so what is stored or checked is what the eye reads.
 */

const ZERO_WIDTH_JOINER = 0x200d;
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
const CONTROL = /\p{Cc}/u;
/** A joiner after one of these and before a pictograph builds one emoji (👩‍💻, 👩🏽‍💻, ❤️‍🔥). */
const JOINS_AFTER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Variation selectors pick an emoji's look; they hide nothing. */
const isVariationSelector = (code: number) => code >= 0xfe00 && code <= 0xfe0f;
/** Line breaks and tabs shape a message; they hide nothing either. */
const isLayoutControl = (code: number) => code === 0x0a || code === 0x09;

/**
 * `text` without its invisible characters. Line breaks, tabs and variation selectors stay, and a zero-width
 * joiner stays between two emoji, where it builds one. `controls` is what a control character becomes: nothing,
 * or a space (a name, where "Ana\u0000Lima" is two words).
 */
export function dropInvisible(text: string, controls: '' | ' ' = ''): string {
  const out: string[] = [];
  let previous = '';
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(code);
    index += char.length;
    if ((code >= 0x20 && code < 0x7f) || !INVISIBLE.test(char)) {
      out.push(char);
      previous = char;
    } else if (isLayoutControl(code) || isVariationSelector(code)) {
      out.push(char);
    } else if (code === ZERO_WIDTH_JOINER) {
      const next = String.fromCodePoint(text.codePointAt(index) ?? 0);
      if (JOINS_AFTER.test(previous) && PICTOGRAPH.test(next)) out.push(char);
    } else if (controls && CONTROL.test(char)) {
      out.push(controls);
      previous = controls;
    }
  }
  return out.join('');
}
