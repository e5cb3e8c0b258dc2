import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, maskPhoneInput } from './phone.ts';

describe('maskPhoneInput', () => {
  it('formats progressively as digits are typed', () => {
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('1')).toBe('(1');
    expect(maskPhoneInput('11')).toBe('(11');
    expect(maskPhoneInput('119')).toBe('(11) 9');
    expect(maskPhoneInput('11988')).toBe('(11) 9.88');
    expect(maskPhoneInput('1198888')).toBe('(11) 9.8888');
    expect(maskPhoneInput('11988887')).toBe('(11) 9.8888-7');
    expect(maskPhoneInput('11988887777')).toBe('(11) 9.8888-7777');
  });

  it('keeps a country code that is typed or pasted with the number', () => {
    expect(maskPhoneInput('5521912345678')).toBe('+55 (21) 9.1234-5678');
    expect(maskPhoneInput('+55 21 91234-5678')).toBe('+55 (21) 9.1234-5678');
    // an area code 55 alone is still a local number
    expect(maskPhoneInput('55999998888')).toBe('(55) 9.9999-8888');
  });

  it('ignores non-digits and drops digits beyond the mask', () => {
    expect(maskPhoneInput('(11) 9.8888-77779999')).toBe('(11) 9.8888-7777');
    expect(maskPhoneInput('abc')).toBe('');
  });

  test.prop([fc.string()])('re-masking a masked value changes nothing', (text) => {
    const masked = maskPhoneInput(text);
    expect(maskPhoneInput(masked)).toBe(masked);
  });
});

describe('formatPhoneDisplay', () => {
  it('formats numbers of 12 or more digits as +CC (AA) N.NNNN-NNNN', () => {
    expect(formatPhoneDisplay('5511988887777')).toBe('+55 (11) 9.8888-7777');
    expect(formatPhoneDisplay('551133334444')).toBe('+55 (11) 3333-4444');
  });

  it('returns shorter numbers raw', () => {
    expect(formatPhoneDisplay('11988887777')).toBe('11988887777');
    expect(formatPhoneDisplay('98888-7777')).toBe('98888-7777');
  });
});
