/*
 * One left-to-right pass cutting the normalised text into numbers ("1.297,90": digits joined by single dots or
 * commas), words (letters, lower-cased and without accents in `key`) and symbols; whitespace separates
 * and is dropped. No regular expression runs over the whole text, so the time is linear in its length.
 */

export interface Token {
  readonly kind: 'num' | 'word' | 'sym';
  /** As written (normalised). */
  readonly text: string;
  /** Words: lower case, accents off ("cartão" → "cartao"); otherwise the text. */
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

const LETTER = /[\p{L}\p{M}]/u;
const SPACE = /\s/u;

export const isDigitCode = (code: number) => code >= 48 && code <= 57;
const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

export function isLetter(code: number, char: string): boolean {
  if (code < 0x80) return isAsciiLetter(code);
  return LETTER.test(char);
}

export function isSpace(code: number, char: string): boolean {
  if (code < 0x80) return code === 32 || (code >= 9 && code <= 13);
  return SPACE.test(char);
}

export const wordKey = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The character at `index` (a whole code point); ASCII without allocating. */
export function charAt(text: string, index: number): { code: number; char: string } {
  const unit = text.charCodeAt(index);
  if (unit < 0xd800 || unit > 0xdbff) return { code: unit, char: text[index] ?? '' };
  const code = text.codePointAt(index) ?? unit;
  return { code, char: String.fromCodePoint(code) };
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const { code, char } = charAt(text, index);
    if (isSpace(code, char)) {
      index += char.length;
      continue;
    }
    const start = index;
    if (isDigitCode(code)) {
      index += 1;
      while (index < text.length) {
        const next = text.charCodeAt(index);
        if (isDigitCode(next)) index += 1;
        else if ((next === 46 || next === 44) && isDigitCode(text.charCodeAt(index + 1))) index += 2;
        else break;
      }
      const digits = text.slice(start, index);
      tokens.push({ kind: 'num', text: digits, key: digits, start, end: index });
      continue;
    }
    if (isLetter(code, char)) {
      let ascii = code < 0x80;
      index += char.length;
      while (index < text.length) {
        const { code: nextCode, char: nextChar } = charAt(text, index);
        if (!isLetter(nextCode, nextChar)) break;
        ascii &&= nextCode < 0x80;
        index += nextChar.length;
      }
      const word = text.slice(start, index);
      tokens.push({
        kind: 'word',
        text: word,
        key: ascii ? word.toLowerCase() : wordKey(word),
        start,
        end: index,
      });
      continue;
    }
    // A run of one symbol ("-----", "!!!") reads as one: it joins or separates the same way.
    index += char.length;
    while (text.startsWith(char, index)) index += char.length;
    tokens.push({ kind: 'sym', text: char, key: char, start, end: index });
  }
  return tokens;
}
