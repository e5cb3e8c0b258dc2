import { describe, expect, it } from 'vitest';
import { customer } from '../../testing/fixtures.ts';
import { planBilling } from './planBilling.ts';

const urls = { basic: 'https://pay/basic', pro: 'https://pay/pro', advanced: 'https://pay/advanced' };
const today = new Date('2026-11-26T12:00:00Z');

describe('planBilling', () => {
  it('renews the own plan and upgrades to the next one up', () => {
    const billing = planBilling({ ...customer, expiration_acess: '2099-01-01T12:00:00Z' }, urls, today);
    expect(billing.planName).toBe('Pro');
    expect(billing.renewHref).toBe('https://pay/pro');
    expect(billing.upgradeHref).toBe('https://pay/advanced');
    expect(billing.usage).toMatchObject({ used: 10, quota: 600 });
    expect(billing.expiry).toEqual({ date: '01/01/2099', isExpired: false });
  });

  it('offers no upgrade on the largest plan and says when the plan expired', () => {
    const billing = planBilling(
      { ...customer, id_plan: 'advanced', nome_plan: 'Advanced', expiration_acess: '2026-11-01T12:00:00Z' },
      urls,
      today,
    );
    expect(billing.upgradeHref).toBeNull();
    expect(billing.expiry).toEqual({ date: '01/11/2026', isExpired: true });
  });

  it('finds the plan by its id even when the administrator renamed it', () => {
    const billing = planBilling({ ...customer, id_plan: 'pro', nome_plan: 'Plano Pro Anual' }, urls, today);
    expect(billing.planName).toBe('Plano Pro Anual');
    expect(billing.renewHref).toBe('https://pay/pro');
    expect(billing.upgradeHref).toBe('https://pay/advanced');
  });

  it('an account with only a plan name, as edited by hand, still finds its plan', () => {
    const billing = planBilling({ ...customer, id_plan: null, nome_plan: ' basic ' }, urls, today);
    expect(billing.renewHref).toBe('https://pay/basic');
    expect(billing.upgradeHref).toBe('https://pay/pro');
  });

  it('without a known plan, offers the cheapest plan and no renewal', () => {
    const billing = planBilling(
      { ...customer, id_plan: null, nome_plan: null, expiration_acess: null },
      urls,
      today,
    );
    expect(billing.planName).toBeNull();
    expect(billing.renewHref).toBeNull();
    expect(billing.upgradeHref).toBe('https://pay/basic');
    expect(billing.expiry).toBeNull();
  });
});
