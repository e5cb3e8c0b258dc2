import type { PlanId } from '@agente/rules';
import { describe, expect, it } from 'vitest';
import type { HotmartPayload } from './checkoutEvent.ts';
import { readCheckoutPayload } from './readPayload.ts';

const NOW = new Date('2026-01-31T15:00:00.000Z');
const NO_CODES: Record<PlanId, string[]> = { basic: [], pro: [], advanced: [] };

const hotmart = (
  event: HotmartPayload['event'],
  data: Record<string, unknown>,
  extra = {},
): HotmartPayload => ({
  id: 'evt-1',
  event,
  version: '2.0.0',
  data,
  ...extra,
});

describe('readCheckoutPayload (Hotmart v2)', () => {
  it('joins an area code sent apart from the number, and reads the approval time in milliseconds', () => {
    const event = readCheckoutPayload(
      hotmart('PURCHASE_APPROVED', {
        buyer: {
          email: ' Ana@Loja.com ',
          name: 'Ana',
          checkout_phone_code: '21',
          checkout_phone: '98765-4321',
        },
        purchase: {
          approved_date: 1_769_860_800_000,
          price: { value: '247' },
          offer: { code: 'X' },
          transaction: 'HP1',
        },
      }),
      NOW,
      NO_CODES,
    );
    expect(event).toMatchObject({
      source: 'hotmart',
      action: 'approved',
      email: 'ana@loja.com',
      phone: '2198765-4321',
      amount: 247,
      plan: 'pro',
      planLabel: 'X',
      transaction: 'HP1',
      paidAt: new Date(1_769_860_800_000),
    });
  });

  it('reads the subscriber of a cancellation and falls back to the event’s creation time', () => {
    const event = readCheckoutPayload(
      hotmart(
        'SUBSCRIPTION_CANCELLATION',
        {
          subscriber: { email: 'b@loja.com', name: 'Bia', phone: { dddCell: '11', cell: '912345678' } },
          subscription: { plan: { id: 7, name: 'Mensal' } },
          actual_recurrence_value: 397,
        },
        { creation_date: 1_769_000_000_000 },
      ),
      NOW,
      { ...NO_CODES, basic: ['7'] },
    );
    expect(event).toMatchObject({
      action: 'canceled',
      email: 'b@loja.com',
      name: 'Bia',
      phone: '11912345678',
      plan: 'basic',
      amount: 397,
      paidAt: new Date(1_769_000_000_000),
      transaction: undefined,
    });
  });

  it('stores events that ask nothing even without an e-mail, dated now', () => {
    expect(readCheckoutPayload(hotmart('PURCHASE_BILLET_PRINTED', {}), NOW, NO_CODES)).toMatchObject({
      action: 'other',
      email: '',
      paidAt: NOW,
      plan: undefined,
    });
  });
});

describe('readCheckoutPayload (generic)', () => {
  it('reads a bare payment date as that day and never dates a payment in the future', () => {
    const base = { event: 'purchase.approved' as const, event_id: 'e1', email: 'c@loja.com' };
    expect(readCheckoutPayload({ ...base, paid_at: '2026-01-15' }, NOW, NO_CODES).paidAt).toEqual(
      new Date('2026-01-15T23:59:59.999Z'),
    );
    expect(readCheckoutPayload({ ...base, paid_at: '2026-02-15T10:00:00Z' }, NOW, NO_CODES).paidAt).toEqual(
      NOW,
    );
    expect(readCheckoutPayload(base, NOW, NO_CODES)).toMatchObject({
      paidAt: NOW,
      plan: undefined,
      amount: undefined,
    });
  });
});
