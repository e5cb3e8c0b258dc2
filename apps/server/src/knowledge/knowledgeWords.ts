import { termsOf } from '../runtime/brain/ptBrTerms.ts';

/**
 * Words nearly every lead question holds ("posso usar…?", "serve…?", "vocês têm…?"): sharing only these with an
 * entry says nothing about what was asked ("posso usar no cachorro?" is not "Posso usar na barba?").
 */
const GENERIC_QUESTION_WORDS = [
  'posso',
  'pode',
  'podem',
  'usar',
  'uso',
  'serve',
  'servir',
  'tem',
  'ter',
  'funciona',
  'faz',
  'fazer',
  'voces',
  'precisa',
  'preciso',
  'quero',
  'da',
  'devo',
  'consigo',
  'produto',
];

export const GENERIC_QUESTION_STEMS: ReadonlySet<string> = new Set(
  GENERIC_QUESTION_WORDS.flatMap((word) => termsOf(word).map((term) => term.stem)),
);
