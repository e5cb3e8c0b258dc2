import { describe, expect, it } from 'vitest';
import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS, TYPING_MS_PER_CHARACTER } from '../../constants.ts';
import { typingDelayMs } from './pacing.ts';

const text = (length: number) => ({ kind: 'text', text: 'a'.repeat(length) }) as const;
const DEBOUNCE_MS = 3_000;

describe('typingDelayMs', () => {
  it('grows with the text length', () => {
    const middle = Math.ceil(TYPING_DELAY_MIN_MS / TYPING_MS_PER_CHARACTER) + 10;
    expect(typingDelayMs(text(middle), DEBOUNCE_MS)).toBe(middle * TYPING_MS_PER_CHARACTER);
    expect(typingDelayMs(text(middle + 10), DEBOUNCE_MS)).toBeGreaterThan(
      typingDelayMs(text(middle), DEBOUNCE_MS),
    );
  });

  it('never waits less than the floor, nor more than the ceiling', () => {
    expect(typingDelayMs(text(1), DEBOUNCE_MS)).toBe(TYPING_DELAY_MIN_MS);
    expect(typingDelayMs(text(5_000), DEBOUNCE_MS)).toBe(TYPING_DELAY_MAX_MS);
  });

  it('a media message waits the floor', () => {
    const media = { kind: 'media', mediaType: 'imagem', url: 'http://x/uploads/midias/a.png' } as const;
    expect(typingDelayMs(media, DEBOUNCE_MS)).toBe(TYPING_DELAY_MIN_MS);
  });

  it('does not wait at all when the debounce is 0', () => {
    expect(typingDelayMs(text(400), 0)).toBe(0);
  });
});
