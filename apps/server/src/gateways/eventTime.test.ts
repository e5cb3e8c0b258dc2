import { describe, expect, it } from 'vitest';
import { parseEventTime } from './eventTime.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('parseEventTime', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', '2026-03-10T12:00:00.000Z'],
    ['2026-03-10T09:00:00-03:00', '2026-03-10T12:00:00.000Z'],
    ['2026-03-10 09:00:00-0300', '2026-03-10T12:00:00.000Z'],
    ['2026-03-10T12:00Z', '2026-03-10T12:00:00.000Z'],
    ['1773144000', '2026-03-10T12:00:00.000Z'],
    ['1773144000000', '2026-03-10T12:00:00.000Z'],
    ['  1773144000  ', '2026-03-10T12:00:00.000Z'],
  ])('reads %j', (text, expected) => {
    expect(parseEventTime(text, NOW)?.toISOString()).toBe(expected);
  });

  it('brings a time in the future back to now', () => {
    expect(parseEventTime('2026-03-11T00:00:00Z', NOW)).toEqual(NOW);
    expect(parseEventTime('1999999999999', NOW)).toEqual(NOW);
  });

  it.each([
    '',
    'ontem',
    '2026-03-10',
    '2026-03-10T12:00:00',
    '2026-13-45T99:00:00Z',
    '-1773144000',
    '12.5',
    '99999999999999999',
  ])('refuses %j', (text) => {
    expect(parseEventTime(text, NOW)).toBeUndefined();
  });
});
