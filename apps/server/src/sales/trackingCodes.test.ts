import { describe, expect, it } from 'vitest';
import { trackedLink, trackingParameter } from './trackingCodes.ts';

describe('the offer link carrying the lead code', () => {
  it('uses sck on Hotmart and Kiwify (they report it back) and ref elsewhere', () => {
    expect(trackingParameter('https://pay.hotmart.com/A1B2?off=x')).toBe('sck');
    expect(trackingParameter('pay.kiwify.com.br/AbC123')).toBe('sck');
    expect(trackingParameter('https://loja.exemplo.com.br/checkout')).toBe('ref');
  });

  it('keeps the link as typed (query, scheme or none) and replaces an earlier code', () => {
    expect(trackedLink('https://pay.hotmart.com/A1B2?off=x', 'agabc')).toBe(
      'https://pay.hotmart.com/A1B2?off=x&sck=agabc',
    );
    expect(trackedLink('pay.kiwify.com.br/AbC123', 'agabc')).toBe('pay.kiwify.com.br/AbC123?sck=agabc');
    expect(trackedLink('https://loja.exemplo.com.br/c?ref=velho', 'agnovo')).toBe(
      'https://loja.exemplo.com.br/c?ref=agnovo',
    );
  });
});
