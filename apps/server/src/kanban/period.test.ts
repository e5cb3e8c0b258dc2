import type { KanbanPeriod } from '@agente/api';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { periodRange } from './period.ts';
import { localDateAt } from './zonedCalendar.ts';

const at = (iso: string) => new Date(iso);
const iso = ({ start, end }: { start: Date; end: Date }) => [start.toISOString(), end.toISOString()];

describe('periodRange in America/Sao_Paulo', () => {
  // 23:30 in São Paulo on 14 March is already 15 March in UTC: the day must be São Paulo's.
  const lateEvening = at('2025-03-15T02:30:00Z');

  it('hoje is the São Paulo calendar day, not the UTC one', () => {
    expect(iso(periodRange('hoje', lateEvening))).toEqual([
      '2025-03-14T03:00:00.000Z',
      '2025-03-15T03:00:00.000Z',
    ]);
  });

  it('ultimos_7 and ultimos_14 are 7 and 14 calendar days counting today', () => {
    expect(iso(periodRange('ultimos_7', lateEvening))).toEqual([
      '2025-03-08T03:00:00.000Z',
      '2025-03-15T03:00:00.000Z',
    ]);
    expect(iso(periodRange('ultimos_14', lateEvening))).toEqual([
      '2025-03-01T03:00:00.000Z',
      '2025-03-15T03:00:00.000Z',
    ]);
  });

  it('mes_atual follows São Paulo on the evening of the last day of the month', () => {
    // 22:00 on 31 March in São Paulo is 1 April in UTC.
    expect(iso(periodRange('mes_atual', at('2025-04-01T01:00:00Z')))).toEqual([
      '2025-03-01T03:00:00.000Z',
      '2025-04-01T03:00:00.000Z',
    ]);
  });

  it('mes_anterior crosses the year in January', () => {
    expect(iso(periodRange('mes_anterior', at('2025-01-10T12:00:00Z')))).toEqual([
      '2024-12-01T03:00:00.000Z',
      '2025-01-01T03:00:00.000Z',
    ]);
  });

  it('ultimos_14 crosses a leap February', () => {
    expect(iso(periodRange('ultimos_14', at('2024-03-05T15:00:00Z')))).toEqual([
      '2024-02-21T03:00:00.000Z',
      '2024-03-06T03:00:00.000Z',
    ]);
  });

  it('uses the offsets São Paulo really had: a day that started at 01:00 under the 2018 summer time', () => {
    // On 4 Nov 2018 clocks jumped from 00:00 to 01:00 (-02): the day began at 03:00 UTC and lasted 23 hours.
    expect(iso(periodRange('hoje', at('2018-11-04T15:00:00Z')))).toEqual([
      '2018-11-04T03:00:00.000Z',
      '2018-11-05T02:00:00.000Z',
    ]);
  });

  it('and a 25-hour day when the summer time ended in February 2019', () => {
    expect(iso(periodRange('hoje', at('2019-02-16T15:00:00Z')))).toEqual([
      '2019-02-16T02:00:00.000Z',
      '2019-02-17T03:00:00.000Z',
    ]);
  });

  it('takes another time zone when asked', () => {
    expect(iso(periodRange('hoje', lateEvening, 'UTC'))).toEqual([
      '2025-03-15T00:00:00.000Z',
      '2025-03-16T00:00:00.000Z',
    ]);
  });
});

const instants = fc.date({
  min: new Date('2010-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const HOUR = 3_600_000;
const zones = fc.constantFrom(
  'America/Sao_Paulo',
  'America/Santiago',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
);

describe('periodRange properties', () => {
  test.prop([instants, zones])(
    'every period holds now and starts on a local midnight boundary',
    (now, zone) => {
      const periods: KanbanPeriod[] = ['hoje', 'ultimos_7', 'ultimos_14', 'mes_atual'];
      for (const periodo of periods) {
        const { start, end } = periodRange(periodo, now, zone);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(end.getTime()).toBeGreaterThan(now.getTime());
        // The instant before the start belongs to another local day.
        expect(localDateAt(new Date(start.getTime() - 1), zone)).not.toEqual(localDateAt(start, zone));
      }
    },
  );

  test.prop([instants, zones])('windows nest and months tile', (now, zone) => {
    const today = periodRange('hoje', now, zone);
    const week = periodRange('ultimos_7', now, zone);
    const fortnight = periodRange('ultimos_14', now, zone);
    const month = periodRange('mes_atual', now, zone);
    const previous = periodRange('mes_anterior', now, zone);
    expect(today.end.getTime() - today.start.getTime()).toBeGreaterThanOrEqual(23 * HOUR);
    expect(today.end.getTime() - today.start.getTime()).toBeLessThanOrEqual(25 * HOUR);
    expect(week.end).toEqual(today.end);
    expect(fortnight.end).toEqual(today.end);
    expect(fortnight.start.getTime()).toBeLessThan(week.start.getTime());
    expect(week.start.getTime()).toBeLessThan(today.start.getTime());
    expect(previous.end).toEqual(month.start);
    expect(localDateAt(month.start, zone).day).toBe(1);
    expect(localDateAt(previous.start, zone).day).toBe(1);
  });
});
