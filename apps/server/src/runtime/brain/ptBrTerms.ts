import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';
import { ownEntry } from '../../ownEntry.ts';
import { CHAT_FILLER_WORDS, SALES_SYNONYM_STEMS, WHATSAPP_ABBREVIATIONS } from './ptBrWords.ts';

/** Lower case, no accents, punctuation and emoji as spaces: how a hurried phone keyboard and the panel agree. */
export function normalizePtBr(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/r\$/g, ' preco ')
    .replace(/\be-mail/g, 'email')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}

const IGNORED = new Set([...stopwords.map(normalizePtBr), ...CHAT_FILLER_WORDS]);

/** One word of a text as the matcher sees it: its stem, and the sales concept the stem belongs to, if any. */
export interface Term {
  readonly stem: string;
  /** The derivational ending the stemmer cut ('' when none): "funcionamento" is not "funciona". */
  readonly derivation: string;
  readonly concept: string | undefined;
}

/** Words as they are spelled out (WhatsApp shorthand expanded; "pfv" becomes two words). */
export function expandAbbreviations(words: readonly string[]): string[] {
  return words.flatMap((raw) => (ownEntry(WHATSAPP_ABBREVIATIONS, raw) ?? raw).split(' '));
}

/**
 * Endings that make a noun of another kind of word. The stemmer cuts them, so "funcionamento" (opening hours)
 * and "funciona" (does it work) share a stem; the ending keeps them apart.
 */
const DERIVATIONS: readonly (readonly [string, RegExp])[] = [
  ['mento', /mentos?$/],
  ['cao', /(?:cao|coes)$/],
  ['dade', /dades?$/],
  ['agem', /(?:agem|agens)$/],
  ['dor', /(?:dor|dora|dores|doras)$/],
  ['ismo', /ismos?$/],
  ['ista', /istas?$/],
];

function derivationOf(word: string): string {
  for (const [name, ending] of DERIVATIONS) if (ending.test(word)) return name;
  return '';
}

/**
 * The terms a text is about: words expanded from WhatsApp shorthand, stop and filler words dropped, each word
 * stemmed (accents removed first on both sides, so "devolucao" and "devolução" agree) and tagged with its
 * concept ("custa" and "valor" both ask the price). One term per stem.
 */
export function termsOf(text: string): Term[] {
  const terms = new Map<string, Term>();
  for (const word of expandAbbreviations(normalizePtBr(text).split(' '))) {
    if (word === '' || IGNORED.has(word)) continue;
    // The stemmer leaves the -ens plural apart from its -em singular ("homens", "homem").
    const stem = stemmer(word.length > 4 ? word.replace(/ens$/, 'em') : word);
    const derivation = derivationOf(word);
    const key = `${stem}:${derivation}`;
    terms.set(key, { stem, derivation, concept: ownEntry(SALES_SYNONYM_STEMS, stem) });
  }
  return [...terms.values()];
}

/** Each pair of neighbouring words written as one word ("contra indicacao" → "contraindicacao"), as terms. */
export function compoundTermsOf(text: string): Term[] {
  const words = expandAbbreviations(normalizePtBr(text).split(' ')).filter((word) => word !== '');
  return words.slice(1).flatMap((word, index) => termsOf(`${words[index]}${word}`));
}

/** True when b is a one-letter typo of a (one insertion, deletion, substitution or swap of neighbours). */
export function isOneTypoAway(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}
