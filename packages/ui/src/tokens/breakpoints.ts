/** The desktop breakpoint: under 768 px the panel menu becomes a drawer. */
export const DESKTOP_MIN_WIDTH_PX = 768;

/** Media query (without "@media") for `window.matchMedia` and vanilla-extract's `'@media'` key. */
export const DESKTOP_MEDIA_QUERY = `screen and (min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** The complement of DESKTOP_MEDIA_QUERY: narrower than the breakpoint. */
export const MOBILE_MEDIA_QUERY = `screen and (max-width: ${DESKTOP_MIN_WIDTH_PX - 1}px)`;

/** Under this width the screen is a phone's: the support chat opens as a full-screen sheet. */
export const PHONE_MAX_WIDTH_PX = 639;

/** Phones only (narrower than 640 px). */
export const PHONE_MEDIA_QUERY = `screen and (max-width: ${PHONE_MAX_WIDTH_PX}px)`;

/** From this width a list and the item it opens fit side by side (Conversas: the list beside the thread). */
export const WIDE_MIN_WIDTH_PX = 1024;

/** Wide screens only (at least WIDE_MIN_WIDTH_PX). */
export const WIDE_MEDIA_QUERY = `screen and (min-width: ${WIDE_MIN_WIDTH_PX}px)`;

export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

export const breakpointTokens = {
  desktop: `${DESKTOP_MIN_WIDTH_PX}px`,
} as const;
