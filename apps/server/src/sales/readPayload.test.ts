import { describe, expect, it } from 'vitest';
import { readSalePayload } from './readPayload.ts';

const NOW = new Date('2026-03-20T15:00:00Z');

const hotmart = (event: string) => ({
  id: `h-${event}`,
  creation_date: Date.parse('2026-03-20T14:00:00Z'),
  event,
  version: '2.0.0',
  data: {
    product: { id: 4_321, ucode: 'prod-uc' },
    buyer: { email: 'Ana@Cliente.com.br', checkout_phone: '+55 11 98888-7777' },
    purchase: {
      transaction: 'HP123',
      price: { value: 197.9 },
      payment: { type: 'PIX' },
      offer: { code: 'oferta77' },
      origin: { sck: 'codigo-do-lead' },
    },
  },
});

const kiwify = (type: string) => ({
  order_id: 'kw-1',
  webhook_event_type: type,
  payment_method: 'pix',
  Customer: { email: 'ana@cliente.com.br', mobile: '+5511988887777' },
  Product: { product_id: 'prod-kiwi' },
  Commissions: { charge_amount: 19_790 },
  TrackingParameters: { sck: 'codigo-do-lead' },
  created_at: '2026-03-20T14:00:00Z',
});

const generic = (tipo: string) => ({
  id: `g-${tipo}`,
  tipo,
  transacao: 'T1',
  telefone: '11988887777',
  email: 'ana@cliente.com.br',
  oferta: 'oferta77',
  valor: '197,90',
  metodo: 'pix',
  ref: 'codigo-do-lead',
  data: '2026-03-20T14:00:00Z',
});

const kindOf = (read: ReturnType<typeof readSalePayload>) =>
  'event' in read ? read.event.kind : read.ignored;

describe('reading each platform’s sale events', () => {
  it.each([
    ['PURCHASE_APPROVED', 'aprovada'],
    ['PURCHASE_BILLET_PRINTED', 'aguardando_pagamento'],
    ['PURCHASE_OUT_OF_SHOPPING_CART', 'abandonada'],
    ['PURCHASE_REFUNDED', 'reembolsada'],
    ['PURCHASE_CHARGEBACK', 'reembolsada'],
    ['PURCHASE_CANCELED', 'cancelada'],
    ['PURCHASE_EXPIRED', 'cancelada'],
    ['SUBSCRIPTION_CANCELLATION', 'cancelada'],
  ])('Hotmart %s is %s', (event, kind) => {
    expect(kindOf(readSalePayload('hotmart', hotmart(event), NOW))).toBe(kind);
  });

  it.each([
    ['order_approved', 'aprovada'],
    ['pix_created', 'aguardando_pagamento'],
    ['billet_created', 'aguardando_pagamento'],
    ['order_refunded', 'reembolsada'],
    ['chargeback', 'reembolsada'],
    ['order_rejected', 'cancelada'],
    ['subscription_canceled', 'cancelada'],
  ])('Kiwify %s is %s', (type, kind) => {
    expect(kindOf(readSalePayload('kiwify', kiwify(type), NOW))).toBe(kind);
  });

  it.each(['aprovada', 'aguardando_pagamento', 'abandonada', 'reembolsada', 'cancelada'])(
    'generic %s is itself',
    (tipo) => {
      expect(kindOf(readSalePayload('generico', generic(tipo), NOW))).toBe(tipo);
    },
  );

  it('reads the buyer, amount, offer, method and tracking code each platform sends', () => {
    const common = {
      buyerEmail: 'ana@cliente.com.br',
      amountCents: 19_790,
      paymentMethod: 'pix',
      trackingCode: 'codigo-do-lead',
      occurredAt: new Date('2026-03-20T14:00:00Z'),
    };
    expect(readSalePayload('hotmart', hotmart('PURCHASE_APPROVED'), NOW)).toEqual({
      event: expect.objectContaining({
        ...common,
        platform: 'hotmart',
        eventId: 'h-PURCHASE_APPROVED',
        transactionId: 'HP123',
        buyerPhone: '+55 11 98888-7777',
        productCodes: ['oferta77', 'prod-uc', '4321'],
      }),
    });
    expect(readSalePayload('kiwify', kiwify('order_approved'), NOW)).toEqual({
      event: expect.objectContaining({
        ...common,
        platform: 'kiwify',
        eventId: 'kw-1:order_approved',
        transactionId: 'kw-1',
        buyerPhone: '+5511988887777',
        productCodes: ['prod-kiwi'],
      }),
    });
    expect(readSalePayload('generico', generic('aprovada'), NOW)).toEqual({
      event: expect.objectContaining({
        ...common,
        platform: 'generico',
        eventId: 'g-aprovada',
        transactionId: 'T1',
        buyerPhone: '11988887777',
        productCodes: ['oferta77'],
      }),
    });
  });

  it("reads Kiwify's abandoned cart, which has no order, by its own id", () => {
    const read = readSalePayload(
      'kiwify',
      {
        id: 'cart-9',
        status: 'abandoned',
        checkout_link: 'https://pay.kiwify.com.br/abc',
        phone: '11988887777',
        sck: 'codigo-do-lead',
      },
      NOW,
    );
    expect(read).toEqual({
      event: expect.objectContaining({
        kind: 'abandonada',
        eventId: 'carrinho:cart-9',
        transactionId: null,
        trackingCode: 'codigo-do-lead',
        productCodes: ['https://pay.kiwify.com.br/abc'],
      }),
    });
  });
});
