import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatPhoneBr } from './phone.ts';
import { maskPhoneBr, maskPhoneBrDotted } from './phoneMask.ts';

describe('maskPhoneBr', () => {
  it('draws "(11) 98765-4321" as the digits are typed', () => {
    expect(maskPhoneBr('')).toBe('');
    expect(maskPhoneBr('1')).toBe('(1');
    expect(maskPhoneBr('11')).toBe('(11');
    expect(maskPhoneBr('119')).toBe('(11) 9');
    expect(maskPhoneBr('119876')).toBe('(11) 9876');
    expect(maskPhoneBr('1198765')).toBe('(11) 9876-5');
    expect(maskPhoneBr('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhoneBr('11987654321')).toBe('(11) 98765-4321');
  });

  it('drops a typed or pasted country code 55, keeping the whole number', () => {
    expect(maskPhoneBr('5521912345678')).toBe('(21) 91234-5678');
    expect(maskPhoneBr('+55 21 91234-5678')).toBe('(21) 91234-5678');
    expect(maskPhoneBr('552133334444')).toBe('(21) 3333-4444');
    // a DDD 55 alone is still a local number
    expect(maskPhoneBr('55999998888')).toBe('(55) 99999-8888');
  });

  it('ignores non-digits and drops digits beyond a mobile number', () => {
    expect(maskPhoneBr('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhoneBr('abc')).toBe('');
  });

  test.prop([fc.stringMatching(/^\d{10,11}$/)])(
    'a complete number reads as formatPhoneBr shows it',
    (digits) => {
      expect(maskPhoneBr(digits)).toBe(formatPhoneBr(digits));
    },
  );

  test.prop([fc.string()])('re-masking a masked value changes nothing', (text) => {
    const masked = maskPhoneBr(text);
    expect(maskPhoneBr(masked)).toBe(masked);
  });
});

describe('maskPhoneBrDotted', () => {
  it('draws "(99) 9.9999-9999" as the digits are typed', () => {
    expect(maskPhoneBrDotted('')).toBe('');
    expect(maskPhoneBrDotted('11')).toBe('(11');
    expect(maskPhoneBrDotted('119')).toBe('(11) 9');
    expect(maskPhoneBrDotted('11988')).toBe('(11) 9.88');
    expect(maskPhoneBrDotted('1198888')).toBe('(11) 9.8888');
    expect(maskPhoneBrDotted('11988887')).toBe('(11) 9.8888-7');
    expect(maskPhoneBrDotted('11988887777')).toBe('(11) 9.8888-7777');
  });

  it('drops a typed or pasted country code 55 and extra digits', () => {
    expect(maskPhoneBrDotted('5521912345678')).toBe('(21) 9.1234-5678');
    expect(maskPhoneBrDotted('55999998888')).toBe('(55) 9.9999-8888');
    expect(maskPhoneBrDotted('(11) 9.8888-77779999')).toBe('(11) 9.8888-7777');
  });

  test.prop([fc.string()])('re-masking a masked value changes nothing', (text) => {
    const masked = maskPhoneBrDotted(text);
    expect(maskPhoneBrDotted(masked)).toBe(masked);
  });
});
