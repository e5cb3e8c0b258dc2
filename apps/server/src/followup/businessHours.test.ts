import { describe, expect, it } from 'vitest';
import { FOLLOWUP_WINDOW_DEFAULT } from '../constants.ts';
import { hourOfDay, minuteOfDay, nextWindowOpening } from './businessHours.ts';

// São Paulo is UTC−3 (no daylight saving since 2019): 08:00 there is 11:00 UTC.
describe('nextWindowOpening (08:00–20:00 in São Paulo)', () => {
  const at = (iso: string) => nextWindowOpening(new Date(iso), FOLLOWUP_WINDOW_DEFAULT);

  it('lets a follow-up go inside the window, from 08:00 up to just before 20:00', () => {
    expect(at('2026-11-29T11:00:00Z')).toBeNull();
    expect(at('2026-11-29T22:59:59Z')).toBeNull();
  });

  it('holds one due at 23:00 until 08:00 the next day', () => {
    expect(at('2026-11-30T02:00:00Z')).toEqual(new Date('2026-11-30T11:00:00Z'));
  });

  it('holds one due at 20:00 until the next morning, and one due at 06:30 until 08:00 that day', () => {
    expect(at('2026-11-29T23:00:00Z')).toEqual(new Date('2026-11-30T11:00:00Z'));
    expect(at('2026-11-29T09:30:00Z')).toEqual(new Date('2026-11-29T11:00:00Z'));
  });

  it('crosses the end of a month and reads another time zone', () => {
    expect(at('2026-12-01T01:00:00Z')).toEqual(new Date('2026-12-01T11:00:00Z'));
    const manaus = { startMinute: 9 * 60, endMinute: 18 * 60, timeZone: 'America/Manaus' };
    // 22:00 in Manaus (UTC−4) on Nov 30 → 09:00 on Dec 1 = 13:00 UTC.
    expect(nextWindowOpening(new Date('2026-12-01T02:00:00Z'), manaus)).toEqual(
      new Date('2026-12-01T13:00:00Z'),
    );
  });
});

describe('hours of the day', () => {
  it('convert between HH:MM and minutes', () => {
    expect(minuteOfDay('08:00')).toBe(480);
    expect(minuteOfDay('23:59')).toBe(1_439);
    expect(hourOfDay(480)).toBe('08:00');
    expect(hourOfDay(1_205)).toBe('20:05');
  });
});
