import { expandAbbreviations, normalizePtBr } from '../ptBrTerms.ts';

/** One lead message as the intent rules read it. */
export interface Utterance {
  /** Lower case, no accents, no punctuation or emoji, shorthand spelled out, repeated letters collapsed. */
  readonly text: string;
  /** The lead wrote a question: a question mark, or a message opening with a question word. */
  readonly asks: boolean;
}

/** Emoji that carry an answer on their own; any other emoji is dropped with the punctuation. */
const EMOJI_WORDS: readonly (readonly [RegExp, string])[] = [
  [/[👍👌✅🆗🤝]/gu, ' ok '],
  [/🙏/gu, ' obrigado '],
  [/👋/gu, ' tchau '],
  [/[😡🤬😠🖕]/gu, ' raiva '],
  [/❌|🚫|⛔/gu, ' nao '],
];

/** Words a question usually opens with when the lead skips the question mark. */
const QUESTION_OPENERS = new Set([
  'qual',
  'quais',
  'quanto',
  'quantos',
  'quantas',
  'como',
  'onde',
  'quando',
  'porque',
  'por',
  'o',
  'oque',
  'e',
  'tem',
  'serve',
  'pode',
  'posso',
  'da',
  'funciona',
  'faz',
  'precisa',
  'vem',
  'aceita',
  'aceitam',
  'voces',
  'voce',
  'ele',
  'ela',
  'isso',
  'dura',
  'rende',
  'contem',
  'consigo',
  'sera',
  'existe',
]);

/**
 * Runs of one letter: three or more are always one ("paraaa"). Two are one too ("oii", "simm"), except the
 * doubles Portuguese spells on purpose: rr, ss, cc ("carro", "passo", "ficcao") and ee, oo inside a word
 * ("reembolso", "coordenar"); at the end of a word ee and oo are a stretched vowel ("naoo").
 */
function collapseRepeats(word: string): string {
  return word
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/([abdf-npqt-z])\1/g, '$1')
    .replace(/([eo])\1$/, '$1');
}

export function normalizeMessage(raw: string): Utterance {
  let text = raw;
  for (const [emoji, word] of EMOJI_WORDS) text = text.replace(emoji, word);
  const words = expandAbbreviations(normalizePtBr(text).split(' ').map(collapseRepeats)).filter(
    (word) => word !== '',
  );
  const first = words[0] ?? '';
  return { text: words.join(' '), asks: raw.includes('?') || QUESTION_OPENERS.has(first) };
}

/** True when any rule matches the message (each rule is a plain regular expression over its text). */
export function matchesAny(utterance: Utterance, rules: readonly RegExp[]): boolean {
  return rules.some((rule) => rule.test(utterance.text));
}
