import { INCOMING_TEXT_MAX_CHARS, LEAD_NAME_MAX_CHARS } from '../constants.ts';

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/**
 * The start of `value` with at most `maxChars` characters (code points, as PostgreSQL counts them), cut between
 * two user-perceived characters: never half of an emoji or a letter without its accent.
 */
export function cutWhole(value: string, maxChars: number): string {
  if (value.length <= maxChars) return value;
  let kept = 0;
  let end = 0;
  for (const { segment, index } of graphemes.segment(value)) {
    const chars = [...segment].length;
    if (kept + chars > maxChars) break;
    kept += chars;
    end = index + segment.length;
  }
  return value.slice(0, end);
}

/*
 * Invisible characters that change how a name reads without showing: bidi embeddings, overrides and isolates
 * (a name can reverse the text after it), marks, zero-width spaces and joiners, the byte-order mark, and control
 * characters. The zero-width joiner stays between two emoji, where it builds one (👩‍💻).
 */
const BIDI_AND_ZERO_WIDTH = /[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u061C\uFEFF]/gu;
const LONE_JOINER =
  /(?<!\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const CONTROLS = /\p{Cc}+/gu;

/**
 * A lead's name as it is stored and shown: normalised (NFC), without invisible direction or zero-width
 * characters, spaces collapsed, and cut whole to LEAD_NAME_MAX_CHARS.
 */
export function leadNameOf(raw: string): string {
  const visible = raw
    .normalize('NFC')
    .replace(BIDI_AND_ZERO_WIDTH, '')
    .replace(LONE_JOINER, '')
    .replace(CONTROLS, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return cutWhole(visible, LEAD_NAME_MAX_CHARS).trim();
}

/** A lead's message as it is stored: the whole of it up to INCOMING_TEXT_MAX_CHARS. */
export const incomingTextOf = (raw: string): string => cutWhole(raw, INCOMING_TEXT_MAX_CHARS);
