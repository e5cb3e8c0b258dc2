import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
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
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', 'abc', '1234', '119888877770', '55119888877770'])('rejects %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
