import { describe, expect, it } from 'vitest';
import {
  isPlanEndingSoon,
  isPlanExpired,
  isUsageExhausted,
  planPeriod,
  quotaUsage,
} from './dashboardRules.ts';

// 15:00 UTC on 10 June 2025 is 12:00 in São Paulo.
const today = new Date('2025-06-10T15:00:00.000Z');

describe('isPlanExpired', () => {
  it('is expired only when the expiry day is before today in São Paulo', () => {
    expect(isPlanExpired('2025-06-09T23:00:00.000Z', today)).toBe(true);
    expect(isPlanExpired('2025-06-10T03:00:00.000Z', today)).toBe(false); // 00:00 on the 10th in São Paulo
    expect(isPlanExpired('2025-06-10T02:59:00.000Z', today)).toBe(true); // still the 9th in São Paulo
    expect(isPlanExpired('2025-07-01T00:00:00.000Z', today)).toBe(false);
  });

  it('says nothing without a valid date', () => {
    expect(isPlanExpired(null, today)).toBeNull();
    expect(isPlanExpired('não é data', today)).toBeNull();
  });
});

describe('isPlanEndingSoon', () => {
  it('warns only within the last 7 days before the expiry day, not after it has passed', () => {
    expect(isPlanEndingSoon('2025-07-10T15:00:00.000Z', today)).toBe(false); // a month left
    expect(isPlanEndingSoon('2025-06-18T15:00:00.000Z', today)).toBe(false); // 8 days
    expect(isPlanEndingSoon('2025-06-17T15:00:00.000Z', today)).toBe(true); // 7 days
    expect(isPlanEndingSoon('2025-06-10T20:00:00.000Z', today)).toBe(true); // today
    expect(isPlanEndingSoon('2025-06-09T15:00:00.000Z', today)).toBe(false); // expired: another line
    expect(isPlanEndingSoon(null, today)).toBe(false);
  });
});

describe('isUsageExhausted', () => {
  it('needs a quota and unique conversations reaching it', () => {
    expect(isUsageExhausted({ conversas_unicas: 300, conversas_plano: 300, mensagens_trocadas: 0 })).toBe(
      true,
    );
    expect(isUsageExhausted({ conversas_unicas: 301, conversas_plano: 300, mensagens_trocadas: 0 })).toBe(
      true,
    );
    expect(isUsageExhausted({ conversas_unicas: 299, conversas_plano: 300, mensagens_trocadas: 0 })).toBe(
      false,
    );
    expect(isUsageExhausted({ conversas_unicas: 5, conversas_plano: 0, mensagens_trocadas: 0 })).toBe(false);
  });
});

describe('quotaUsage', () => {
  it('counts used and remaining conversations and a floored percentage', () => {
    expect(quotaUsage({ conversas_unicas: 137, conversas_plano: 600, mensagens_trocadas: 9 })).toEqual({
      used: 137,
      remaining: 463,
      quota: 600,
      percentUsed: 22,
    });
    expect(
      quotaUsage({ conversas_unicas: 599, conversas_plano: 600, mensagens_trocadas: 0 }).percentUsed,
    ).toBe(99);
    expect(quotaUsage({ conversas_unicas: 700, conversas_plano: 600, mensagens_trocadas: 0 })).toMatchObject({
      remaining: 0,
      percentUsed: 100,
    });
  });
});

describe('planPeriod', () => {
  it('counts the days of the cycle and the days left', () => {
    const period = planPeriod('2025-06-01T12:00:00.000Z', '2025-07-01T12:00:00.000Z', today);
    expect(period).toMatchObject({ total: 30, remaining: 21 });
  });

  it('has no days left once expired, and needs both dates', () => {
    expect(planPeriod('2025-05-01T12:00:00.000Z', '2025-06-01T12:00:00.000Z', today)?.remaining).toBe(0);
    expect(planPeriod(null, '2025-07-01T12:00:00.000Z', today)).toBeNull();
    expect(planPeriod('2025-06-01T12:00:00.000Z', null, today)).toBeNull();
  });
});
