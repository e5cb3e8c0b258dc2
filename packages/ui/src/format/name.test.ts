import { describe, expect, it } from 'vitest';
import { formatLeadName } from './name.ts';

describe('formatLeadName', () => {
  it('keeps the first two words', () => {
    expect(formatLeadName('Maria da Silva Souza')).toBe('Maria da');
    expect(formatLeadName('  João   Pedro  Alves ')).toBe('João Pedro');
  });

  it('keeps shorter names whole', () => {
    expect(formatLeadName('Ana')).toBe('Ana');
    expect(formatLeadName('')).toBe('');
  });
});
