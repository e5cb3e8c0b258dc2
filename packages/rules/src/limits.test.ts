import { describe, expect, it } from 'vitest';
import {
  AGENT_MAX_AGE,
  AGENT_MIN_AGE,
  FOLLOWUP_DELAY_HOURS,
  MEDIA_MAX_BYTES,
  MEDIA_TITLE_MAX_LENGTH,
  OBJECTION_ANSWER_MAX_LENGTH,
  OBJECTIONS_MAX_PER_PRODUCT,
  OFFER_LINK_PATTERN,
  PASSWORD_MIN_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
} from './limits.ts';

describe('limits', () => {
  it('are the ones the screens announce', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PROFILE_NAME_MAX_LENGTH).toBe(30);
    expect([AGENT_MIN_AGE, AGENT_MAX_AGE]).toEqual([18, 100]);
    expect(MEDIA_TITLE_MAX_LENGTH).toBe(150);
    expect(MEDIA_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(OBJECTIONS_MAX_PER_PRODUCT).toBe(50);
    expect(OBJECTION_ANSWER_MAX_LENGTH).toBe(400);
    expect(FOLLOWUP_DELAY_HOURS).toEqual([1, 3, 6, 12, 24, 48, 72]);
  });

  it('accept an offer link with or without http(s):// and refuse anything that is not an address', () => {
    expect(OFFER_LINK_PATTERN.test('https://pay.exemplo.com/oferta?x=1')).toBe(true);
    expect(OFFER_LINK_PATTERN.test('pay.exemplo.com')).toBe(true);
    expect(OFFER_LINK_PATTERN.test('exemplo')).toBe(false);
    expect(OFFER_LINK_PATTERN.test('https://pay exemplo.com')).toBe(false);
  });
});
