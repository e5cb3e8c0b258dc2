import { describe, expect, it } from 'vitest';
import { passagesOf, sentencesOf } from './passages.ts';

describe('passages of a document', () => {
  it('keeps a heading with the paragraph under it and a few sentences per passage', () => {
    const text =
      '# Trocas\n\nVocê pode trocar em até 30 dias. O produto deve estar lacrado. Abertos só com defeito. Fale com a gente.\n\nEnvio\nDespachamos em 2 dias úteis.';
    expect(passagesOf(text)).toEqual([
      'Trocas\nVocê pode trocar em até 30 dias.\nO produto deve estar lacrado.',
      'Abertos só com defeito.\nFale com a gente.',
      'Envio\nDespachamos em 2 dias úteis.',
    ]);
  });

  it('joins a line a PDF wrapped inside a sentence and drops blank pieces', () => {
    expect(
      sentencesOf('O reembolso é feito em até dez dias\núteis depois que o produto chega.\n\n  \nFim.'),
    ).toEqual(['O reembolso é feito em até dez dias úteis depois que o produto chega.', 'Fim.']);
  });
});
