import { describe, expect, it } from 'vitest';
import { formatInteger } from './money.ts';

describe('formatInteger', () => {
  it('groups thousands with dots', () => {
    expect(formatInteger(1_234_567)).toBe('1.234.567');
  });
});
