import { describe, expect, it } from 'vitest';
import { isOneTypoAway, normalizePtBr, termsOf } from './ptBrTerms.ts';

describe('normalizePtBr', () => {
  it('drops case, accents, punctuation and emoji', () => {
    expect(normalizePtBr('  É SEGURO?! Não sei… 😅 ')).toBe('e seguro nao sei');
  });
});

describe('termsOf', () => {
  it('expands WhatsApp shorthand, drops stop and filler words and stems the rest', () => {
    expect(termsOf('oi, vcs entregam qto antes?').map((t) => t.stem)).toEqual(['entreg', 'antes']);
  });

  it('gives accented and unaccented spellings the same stem', () => {
    expect(termsOf('devolução')).toEqual(termsOf('devolucao'));
  });

  it('tags synonyms with one concept', () => {
    const [custa] = termsOf('custa');
    const [valor] = termsOf('valor');
    expect(custa?.concept).toBeDefined();
    expect(custa?.concept).toBe(valor?.concept);
  });
});

describe('termsOf with words that are also object properties', () => {
  it('reads "constructor" or "toString" as plain words with no shorthand and no concept', () => {
    for (const word of ['constructor', 'tostring', '__proto__', 'hasownproperty']) {
      for (const term of termsOf(word)) {
        expect(typeof term.stem).toBe('string');
        expect(term.concept).toBeUndefined();
      }
    }
  });
});

describe('isOneTypoAway', () => {
  it.each([
    ['garant', 'garanta', true],
    ['garant', 'garnat', true],
    ['garant', 'garat', true],
    ['garant', 'gurant', true],
    ['garant', 'grnt', false],
    ['parcel', 'pagament', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(isOneTypoAway(a, b)).toBe(expected);
  });
});
