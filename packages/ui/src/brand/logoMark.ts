/**
 * The product's mark: a chat bubble with three dots (an agent that talks to customers) on a rounded teal tile.
 * One geometry for the Logo component and the favicon (the mails draw it with text and their colours), so the
 * brand looks the same everywhere.
 */
export const LOGO_MARK = {
  viewBox: '0 0 64 64',
  tileRadius: 14,
  bubble: 'M18 44V22c0-3 2-5 5-5h18c3 0 5 2 5 5v12c0 3-2 5-5 5H27l-9 5z',
  dotsY: 28,
  dotsX: [26, 32, 38],
  dotRadius: 2.5,
} as const;
