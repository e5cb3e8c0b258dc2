import { charAt, isDigitCode, isLetter, isSpace } from './tokens.ts';

/*
 * Addresses in the model's text, read chunk by chunk (a chunk is what lies between two spaces): a scheme
 * ("https://", "pix://"), a host of any TLD ("golpe.xyz", "www.x.com.br", "bit.ly/3x", an IPv4 address), an
 * e-mail, or a random pix key (32 hexadecimal digits, with or without dashes). Each chunk is walked once.
 */

export type AddressKind = 'link' | 'email' | 'chave_pix';

export interface Address {
  readonly kind: AddressKind;
  readonly start: number;
  readonly end: number;
}

/** A span of the text holding a catalogue link: the other checks skip it (a price inside a kept link is the link's). */
export interface KeptRange {
  readonly start: number;
  readonly end: number;
}

const RANDOM_KEY_HEX_DIGITS = 32;
const IPV4_PARTS = 4;
const TRAILING_PUNCTUATION = new Set([...'.,!?;:)]}>"\'»”’…']);

const isHexCode = (code: number) =>
  isDigitCode(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
const isHostChar = (code: number, char: string) =>
  code === 45 || code === 95 || isDigitCode(code) || isLetter(code, char);

const isWordLabel = (label: string) => {
  if (label.length < 2) return false;
  for (let index = 0; index < label.length; ) {
    const { code, char } = charAt(label, index);
    if (!isLetter(code, char)) return false;
    index += char.length;
  }
  return true;
};
const isByteLabel = (label: string) => label.length >= 1 && label.length <= 3 && /^\d+$/.test(label);

/**
 * A dotted run holds a host when a filled label is followed by a word of letters ("golpe.xyz", even inside
 * "a..golpe.xyz.1") or when four numbers follow each other (an IPv4 address).
 */
function isHost(run: string): boolean {
  const labels = run.split('.');
  let numbers = 0;
  for (let index = 0; index < labels.length; index += 1) {
    const label = labels[index] ?? '';
    if (index > 0 && (labels[index - 1] ?? '') !== '' && isWordLabel(label)) return true;
    numbers = isByteLabel(label) ? numbers + 1 : 0;
    if (numbers >= IPV4_PARTS) return true;
  }
  return false;
}

function comparableLink(link: string): string {
  let end = link.length;
  while (end > 0 && link[end - 1] === '/') end -= 1;
  return link.slice(0, end);
}

function trimTrailing(text: string, start: number, end: number): number {
  let last = end;
  while (last > start && TRAILING_PUNCTUATION.has(text[last - 1] ?? '')) last -= 1;
  return last;
}

interface ChunkScan {
  /** Where the first address of the chunk begins (-1: none). */
  readonly linkStart: number;
  readonly email: boolean;
  readonly randomKey: { start: number; end: number } | null;
}

function scanChunk(text: string, start: number, end: number): ChunkScan {
  let linkStart = -1;
  let email = false;
  let randomKey: ChunkScan['randomKey'] = null;
  let runStart = -1;
  let hexStart = -1;
  let hexDigits = 0;
  let hexNumerals = 0;
  const closeRun = (runEnd: number) => {
    if (runStart >= 0 && isHost(text.slice(runStart, runEnd))) {
      if (linkStart < 0) linkStart = runStart;
      if (text[runStart - 1] === '@' && runStart - 1 > start) email = true;
    }
    runStart = -1;
  };
  for (let index = start; index < end; ) {
    const { code, char } = charAt(text, index);
    if (isHexCode(code)) {
      if (hexStart < 0) hexStart = index;
      hexDigits += 1;
      if (isDigitCode(code)) hexNumerals += 1;
      // A random key mixes numerals and letters ("aaaa…" is a word, all numerals are the phone rule's).
      const mixed = hexNumerals > 0 && hexNumerals < hexDigits;
      if (hexDigits >= RANDOM_KEY_HEX_DIGITS && mixed && !randomKey)
        randomKey = { start: hexStart, end: index + 1 };
    } else if (code !== 45) {
      hexStart = -1;
      hexDigits = 0;
      hexNumerals = 0;
    }
    if (isHostChar(code, char) || code === 46) {
      if (runStart < 0) runStart = index;
    } else {
      closeRun(index);
      if (char === ':' && text.startsWith('//', index + 1)) {
        // The scheme is the run of letters just before "://".
        let schemeStart = index;
        while (schemeStart > start && isLetter(text.charCodeAt(schemeStart - 1), text[schemeStart - 1] ?? ''))
          schemeStart -= 1;
        if (linkStart < 0 || schemeStart < linkStart) linkStart = schemeStart;
      }
    }
    index += char.length;
  }
  closeRun(end);
  return { linkStart, email, randomKey };
}

/**
 * The addresses outside the catalogue, and the spans of the catalogue links found (as written, a trailing slash
 * or sentence punctuation aside).
 */
export function findAddresses(
  text: string,
  catalogueLinks: readonly string[],
): { addresses: Address[]; kept: KeptRange[] } {
  const allowed = new Set(catalogueLinks.map(comparableLink));
  const addresses: Address[] = [];
  const kept: KeptRange[] = [];
  let index = 0;
  while (index < text.length) {
    while (index < text.length && isSpace(text.charCodeAt(index), text[index] ?? '')) index += 1;
    const chunkStart = index;
    while (index < text.length && !isSpace(text.charCodeAt(index), text[index] ?? '')) index += 1;
    if (index === chunkStart) continue;
    const scan = scanChunk(text, chunkStart, index);
    if (scan.linkStart >= 0) {
      const end = trimTrailing(text, scan.linkStart, index);
      const span = text.slice(scan.linkStart, end);
      if (!scan.email && allowed.has(comparableLink(span))) {
        kept.push({ start: scan.linkStart, end });
        if (scan.randomKey && scan.randomKey.start < scan.linkStart)
          addresses.push({ kind: 'chave_pix', ...scan.randomKey });
        continue;
      }
      addresses.push({ kind: scan.email ? 'email' : 'link', start: scan.linkStart, end });
    }
    if (scan.randomKey) addresses.push({ kind: 'chave_pix', ...scan.randomKey });
  }
  return { addresses, kept };
}
