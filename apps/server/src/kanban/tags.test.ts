import { describe, expect, it } from 'vitest';
import { canonicalLeadTag } from './tags.ts';

describe('canonicalLeadTag', () => {
  it.each([
    ['LEAD NOVO', 'LEAD NOVO'],
    ['lead novo', 'LEAD NOVO'],
    ['  Compra Efetuada ', 'COMPRA EFETUADA'],
    ['\tretornar contato\n', 'RETORNAR CONTATO'],
    ['cancelado', 'CANCELADO'],
  ])('matches %j as %s', (input, expected) => {
    expect(canonicalLeadTag(input)).toBe(expected);
  });

  it.each(['', '   ', 'NOVO', 'LEAD  NOVO', 'CANCELADA', 'LEAD NOVO!'])('rejects %j', (input) => {
    expect(canonicalLeadTag(input)).toBeNull();
  });
});
