import { describe, expect, it } from 'vitest';
import { isPlanId, PLAN_BY_ID, PLANS, planLeadQuota } from './plans.ts';

describe('plans', () => {
  it('sells Basic, Pro and Advanced at the spec prices, with Pro as best seller', () => {
    expect(
      PLANS.map((plan) => [plan.name, plan.priceBrl, plan.previousPriceBrl, plan.leadsPerMonth]),
    ).toEqual([
      ['Basic', 147, 167, 300],
      ['Pro', 247, 267, 600],
      ['Advanced', 397, 427, 1000],
    ]);
    expect(PLANS.filter((plan) => plan.isBestSeller).map((plan) => plan.id)).toEqual(['pro']);
  });

  it('always shows a discount', () => {
    for (const plan of PLANS) expect(plan.previousPriceBrl).toBeGreaterThan(plan.priceBrl);
  });

  it('gives each account the quota of its plan', () => {
    expect(planLeadQuota('advanced')).toBe(1000);
    expect(PLAN_BY_ID.basic.leadsPerMonth).toBe(300);
  });

  it('recognises plan ids', () => {
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('Pro')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});
