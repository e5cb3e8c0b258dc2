/** Locale and business constants of the design system (texts live in copy.ts, design values in tokens/). */

export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';

/** Lead cards show the first two words of the lead's name. */
export const LEAD_NAME_WORDS = 2;

/** Meter: share of the quota at which the bar turns amber, and at which it counts as exhausted (red). */
export const METER_WARNING_SHARE = 0.8;
export const METER_EXHAUSTED_SHARE = 1;

/** Toasts close by themselves after this long (paused while hovered or focused); long enough to read and reach "Desfazer". */
export const TOAST_TIMEOUT_MS = 6_000;

/** Landing: testimonial previews are at most this wide. */
export const TESTIMONIAL_PREVIEW_MAX_WIDTH_PX = 320;
/** Landing: the fixed header turns opaque once the page has scrolled past this many pixels. */
export const HEADER_OPAQUE_AFTER_PX = 8;
/** Landing: content column width of the public pages. */
export const SITE_CONTENT_MAX_WIDTH = '72rem';

/** Support chat window: 380 × 500 px, 60 px tall when minimised. */
export const CHAT_WINDOW_WIDTH_PX = 380;
export const CHAT_WINDOW_HEIGHT_PX = 500;
export const CHAT_MINIMISED_HEIGHT_PX = 60;
