import { describe, expect, it } from 'vitest';
import { parseAccountDate } from './dates.ts';

describe('parseAccountDate', () => {
  it('keeps a bare date on the same calendar day in the ISO string the edit form reads back', () => {
    const date = parseAccountDate('2026-03-31');
    expect(date?.toISOString().slice(0, 10)).toBe('2026-03-31');
    // still 31/03 in São Paulo (UTC-3)
    expect(date?.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })).toBe('31/03/2026');
  });

  it('accepts a full ISO date-time as the exact instant', () => {
    expect(parseAccountDate('2026-03-31T10:00:00.000Z')?.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(parseAccountDate('2026-03-31T10:00:00-03:00')?.toISOString()).toBe('2026-03-31T13:00:00.000Z');
  });

  it('treats empty and null as no date', () => {
    expect(parseAccountDate('')).toBeNull();
    expect(parseAccountDate('   ')).toBeNull();
    expect(parseAccountDate(null)).toBeNull();
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseAccountDate('2026-02-30')).toBeUndefined();
    expect(parseAccountDate('31/03/2026')).toBeUndefined();
    expect(parseAccountDate('amanhã')).toBeUndefined();
    expect(parseAccountDate('2026-13-01')).toBeUndefined();
  });
});
