import { describe, expect, it } from 'vitest';
import {
  CHAT_REPLY_STAGGER_MS,
  CHAT_TIMEOUT_MS,
  COPY_FEEDBACK_MS,
  LINK_COPIED_MS,
  PASSWORD_CHANGED_CLOSE_MS,
  PRODUCT_RETRY_DELAYS_MS,
  QR_COUNTDOWN_SECONDS,
  QR_COUNTDOWN_TICK_MS,
  QR_POLL_INTERVAL_MS,
  RELOAD_AFTER_CONNECT_MS,
  SUCCESS_MESSAGE_MS,
  TYPING_MAX_MS,
  TYPING_MIN_MS,
  TYPING_MS_PER_CHAR,
  VERSION_POLL_MS,
} from './constants.ts';

// The behaviour tests read these names; this file pins each to the product's figure (docs/), so a drifting
// value fails here instead of silently moving the machines and their tests together. The sentences the user
// reads live in each screen's copy and are checked by the screens' tests.

describe('timings and limits', () => {
  it.each([
    ['QR_POLL_INTERVAL_MS', QR_POLL_INTERVAL_MS, 2_000],
    ['QR_COUNTDOWN_SECONDS', QR_COUNTDOWN_SECONDS, 60],
    ['QR_COUNTDOWN_TICK_MS', QR_COUNTDOWN_TICK_MS, 1_000],
    ['RELOAD_AFTER_CONNECT_MS', RELOAD_AFTER_CONNECT_MS, 1_000],
    ['CHAT_TIMEOUT_MS', CHAT_TIMEOUT_MS, 60_000],
    ['CHAT_REPLY_STAGGER_MS', CHAT_REPLY_STAGGER_MS, 4_000],
    ['TYPING_MS_PER_CHAR', TYPING_MS_PER_CHAR, 50],
    ['TYPING_MIN_MS', TYPING_MIN_MS, 1_000],
    ['TYPING_MAX_MS', TYPING_MAX_MS, 3_000],
    ['PASSWORD_CHANGED_CLOSE_MS', PASSWORD_CHANGED_CLOSE_MS, 1_000],
    ['SUCCESS_MESSAGE_MS', SUCCESS_MESSAGE_MS, 3_000],
    ['COPY_FEEDBACK_MS', COPY_FEEDBACK_MS, 1_500],
    ['LINK_COPIED_MS', LINK_COPIED_MS, 2_000],
    ['VERSION_POLL_MS', VERSION_POLL_MS, 60_000],
    ['PRODUCT_RETRY_DELAYS_MS', PRODUCT_RETRY_DELAYS_MS, [1_000, 2_000, 4_000]],
  ] as const)('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
