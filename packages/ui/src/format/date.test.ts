import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toDateInputValue } from './date.ts';

describe('formatDate', () => {
  it('prints a bare calendar date as written, without a time-zone shift', () => {
    expect(formatDate('2025-12-01')).toBe('01/12/2025');
  });

  it('converts a timestamp to the São Paulo calendar day', () => {
    // 02:00 UTC on 1 Dec is still 30 Nov in São Paulo (UTC-3).
    expect(formatDate('2025-12-01T02:00:00Z')).toBe('30/11/2025');
    expect(formatDate(new Date('2025-12-01T15:00:00Z'))).toBe('01/12/2025');
  });

  it('returns an empty text for invalid input', () => {
    expect(formatDate('não é data')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows hour:minute on a 24-hour clock in São Paulo time', () => {
    expect(formatTime('2025-06-10T17:05:00Z')).toBe('14:05');
    expect(formatTime('2025-06-10T03:30:00Z')).toBe('00:30');
  });
});

describe('formatDateTime', () => {
  it('joins date and time in São Paulo time', () => {
    expect(formatDateTime('2025-01-31T23:59:00-03:00')).toBe('31/01/2025 23:59');
    expect(formatDateTime(Date.UTC(2025, 0, 1, 2, 0))).toBe('31/12/2024 23:00');
  });
});

describe('toDateInputValue', () => {
  it('gives the same São Paulo calendar day that formatDate shows', () => {
    // 01:30 UTC on 24 Nov is 22:30 on 23 Nov in São Paulo: the card and the form both say the 23rd.
    expect(toDateInputValue('2026-11-24T01:30:00.000Z')).toBe('2026-11-23');
    expect(formatDate('2026-11-24T01:30:00.000Z')).toBe('23/11/2026');
    expect(toDateInputValue('2025-12-31T23:59:59.999Z')).toBe('2025-12-31');
  });

  it('keeps a bare calendar date and empties what is missing or invalid', () => {
    expect(toDateInputValue('2025-12-31')).toBe('2025-12-31');
    expect(toDateInputValue(null)).toBe('');
    expect(toDateInputValue('não é data')).toBe('');
  });
});
