import { describe, expect, it } from 'vitest';
import { planDay, planDaysBetween, planExpiredByDate, planQuotaUsedUp } from './planState.ts';

describe('planDay', () => {
  it("reads an instant's calendar day in São Paulo, not in UTC", () => {
    expect(planDay(new Date('2025-06-02T02:59:00Z'))).toBe('2025-06-01');
    expect(planDay(new Date('2025-06-02T03:00:00Z'))).toBe('2025-06-02');
  });

  it('counts whole São Paulo days between two instants', () => {
    expect(planDaysBetween(new Date('2025-06-01T12:00:00Z'), new Date('2025-06-30T23:00:00Z'))).toBe(29);
    expect(planDaysBetween(new Date('2025-06-02T02:00:00Z'), new Date('2025-06-02T04:00:00Z'))).toBe(1);
  });
});

describe('planExpiredByDate', () => {
  const expiry = new Date('2025-06-10T15:00:00Z');

  it('keeps the plan through its whole expiry day in São Paulo', () => {
    expect(planExpiredByDate(expiry, new Date('2025-06-11T02:59:00Z'))).toBe(false);
  });

  it('ends it from the next day on', () => {
    expect(planExpiredByDate(expiry, new Date('2025-06-11T03:00:00Z'))).toBe(true);
  });
});

describe('planQuotaUsedUp', () => {
  it('is used up once the conversations reach a quota, and never without one', () => {
    expect(planQuotaUsedUp(99, 100)).toBe(false);
    expect(planQuotaUsedUp(100, 100)).toBe(true);
    expect(planQuotaUsedUp(5_000, 0)).toBe(false);
  });
});
