import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it('writes a share as a pt-BR percentage with at most one decimal', () => {
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(2 / 3)).toBe('66,7%');
  });
});
