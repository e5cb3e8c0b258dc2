import { describe, expect, it } from 'vitest';
import { oneMonthAfter, renewalStart } from './planMonth.ts';

const renewedExpiry = (expiry: Date | null, now: Date) => oneMonthAfter(renewalStart(expiry, now));

const iso = (date: Date) => date.toISOString();

describe('oneMonthAfter', () => {
  it.each([
    ['2026-01-15T13:00:00Z', '2026-02-15T23:59:59.999Z'],
    ['2026-01-31T13:00:00Z', '2026-02-28T23:59:59.999Z'],
    ['2028-01-31T13:00:00Z', '2028-02-29T23:59:59.999Z'],
    ['2026-03-31T13:00:00Z', '2026-04-30T23:59:59.999Z'],
    ['2026-12-31T13:00:00Z', '2027-01-31T23:59:59.999Z'],
    ['2026-02-28T13:00:00Z', '2026-03-28T23:59:59.999Z'],
  ])('a month paid on %s ends on %s', (paid, expected) => {
    expect(iso(oneMonthAfter(new Date(paid)))).toBe(expected);
  });

  it('counts the day in São Paulo: 31 Jan at 22:00 there is already 1 Feb in UTC', () => {
    expect(iso(oneMonthAfter(new Date('2026-02-01T01:00:00Z')))).toBe('2026-02-28T23:59:59.999Z');
    expect(iso(oneMonthAfter(new Date('2026-02-01T03:00:00Z')))).toBe('2026-03-01T23:59:59.999Z');
  });

  it('keeps the day of a stored expiry (end of day UTC is still that day in São Paulo)', () => {
    expect(iso(oneMonthAfter(new Date('2026-02-28T23:59:59.999Z')))).toBe('2026-03-28T23:59:59.999Z');
  });
});

describe('a renewal (oneMonthAfter renewalStart)', () => {
  const now = new Date('2026-01-31T12:00:00Z');

  it('extends a running plan from its expiry', () => {
    expect(iso(renewedExpiry(new Date('2026-02-10T23:59:59.999Z'), now))).toBe('2026-03-10T23:59:59.999Z');
  });

  it('starts from today when the plan already expired or has no expiry (31 Jan → 28 Feb)', () => {
    expect(iso(renewedExpiry(new Date('2025-12-01T23:59:59.999Z'), now))).toBe('2026-02-28T23:59:59.999Z');
    expect(iso(renewedExpiry(null, now))).toBe('2026-02-28T23:59:59.999Z');
  });
});
