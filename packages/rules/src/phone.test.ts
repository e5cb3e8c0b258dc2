import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  formatPhoneBr,
  formatPhoneLeadCard,
  isAccountPhone,
  isSamePhone,
  leadPhoneOf,
  normalizePhoneBr,
  phoneSpellings,
  phoneWithCountryCode,
  phoneWithoutCountryCode,
} from './phone.ts';

describe('normalizePhoneBr', () => {
  it.each([
    ['(11) 9.8888-7777', '5511988887777'],
    ['11988887777', '5511988887777'],
    ['5511988887777', '5511988887777'],
    ['+55 (11) 98888-7777', '5511988887777'],
    ['(21) 3333-4444', '552133334444'],
    // DDD 55 (Santa Maria, RS) without the country code keeps its own 55.
    ['(55) 9.9999-8888', '5555999998888'],
    ['55 3222-1111', '555532221111'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhoneBr(input)).toBe(expected);
  });

  it.each(['', 'abc', '1234', '119888877770', '55119888877770'])('rejects %j', (input) => {
    expect(normalizePhoneBr(input)).toBeNull();
  });
});

describe('isAccountPhone', () => {
  it('accepts 55 + DDD + a 9-digit mobile only, digits only', () => {
    expect(isAccountPhone('5511988887777')).toBe(true);
    expect(isAccountPhone('552133334444')).toBe(false);
    expect(isAccountPhone('11988887777')).toBe(false);
    expect(isAccountPhone('+5511988887777')).toBe(false);
    expect(isAccountPhone('4411988887777')).toBe(false);
  });
});

describe('leadPhoneOf', () => {
  it('stores a Brazilian number with 55 and a foreign one as its digits', () => {
    expect(leadPhoneOf('11 98888-7777')).toBe('5511988887777');
    expect(leadPhoneOf('+44 7911 123456')).toBe('447911123456');
  });

  it('refuses what has too few or too many digits to be a phone', () => {
    expect(leadPhoneOf('1234567')).toBeUndefined();
    expect(leadPhoneOf('1234567890123456')).toBeUndefined();
  });
});

describe('phoneSpellings and isSamePhone', () => {
  it('knows a mobile with and without its ninth digit, a landline only as it is', () => {
    expect(phoneSpellings('5511988887777')).toEqual(['5511988887777', '551188887777']);
    expect(phoneSpellings('551188887777')).toEqual(['551188887777', '5511988887777']);
    expect(phoneSpellings('551133334444')).toEqual(['551133334444']);
    expect(phoneSpellings('12')).toEqual([]);
  });

  it('names the same phone whichever spelling each side uses', () => {
    expect(isSamePhone('+55 11 98888-7777', '551188887777')).toBe(true);
    expect(isSamePhone('5511988887777', '5511988887778')).toBe(false);
    expect(isSamePhone('', '')).toBe(false);
  });
});

describe('phoneWithoutCountryCode / phoneWithCountryCode', () => {
  it('removes 55 only from numbers with 12 or more digits', () => {
    expect(phoneWithoutCountryCode('5511988887777')).toBe('11988887777');
    expect(phoneWithoutCountryCode('55988887777')).toBe('55988887777');
    expect(phoneWithoutCountryCode('+55 (11) 9.8888-7777')).toBe('11988887777');
  });

  it('stores 55 + digits, without doubling an existing prefix', () => {
    expect(phoneWithCountryCode('(11) 9.8888-7777')).toBe('5511988887777');
    expect(phoneWithCountryCode('5511988887777')).toBe('5511988887777');
    expect(phoneWithCountryCode('(55) 9.8888-7777')).toBe('5555988887777');
    expect(phoneWithCountryCode('')).toBe('');
  });

  test.prop([fc.stringMatching(/^[1-9]\d{10}$/)])('a stored local number round-trips', (local) => {
    expect(phoneWithoutCountryCode(phoneWithCountryCode(local))).toBe(local);
  });
});

describe('formatPhoneBr', () => {
  it.each([
    ['5511987654321', '(11) 98765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['551134567890', '(11) 3456-7890'],
    ['+55 (21) 3456-7890', '(21) 3456-7890'],
    ['5555999998888', '(55) 99999-8888'],
    ['987654321', '98765-4321'],
    ['447911123456', '+447911123456'],
    ['+86 138 0013 8000', '+8613800138000'],
  ])('%j → %s', (input, expected) => {
    expect(formatPhoneBr(input)).toBe(expected);
  });

  it('leaves what is no phone as it was written', () => {
    expect(formatPhoneBr(' 1234 ')).toBe('1234');
    expect(formatPhoneBr('')).toBe('');
  });
});

describe('formatPhoneLeadCard', () => {
  it.each([
    ['5511988887777', '+55 (11) 9.8888-7777'],
    ['551133334444', '+55 (11) 3333-4444'],
    ['98887777', '98887777'],
  ])('%j → %s', (input, expected) => {
    expect(formatPhoneLeadCard(input)).toBe(expected);
  });
});
