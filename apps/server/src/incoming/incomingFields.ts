import { dropInvisible } from '@agente/rules';
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

/**
 * A lead's name as it is stored and shown: normalised (NFC), without invisible direction or zero-width
 * characters, spaces collapsed, and cut whole to LEAD_NAME_MAX_CHARS.
 */
export function leadNameOf(raw: string): string {
  const visible = dropInvisible(raw.normalize('NFC'), ' ').replace(/\s+/gu, ' ').trim();
  return cutWhole(visible, LEAD_NAME_MAX_CHARS).trim();
}

/** A lead's message as it is stored: the whole of it up to INCOMING_TEXT_MAX_CHARS. */
export const incomingTextOf = (raw: string): string => cutWhole(raw, INCOMING_TEXT_MAX_CHARS);
