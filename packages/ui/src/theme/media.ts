import {
  DESKTOP_MEDIA_QUERY,
  MOBILE_MEDIA_QUERY,
  PHONE_MEDIA_QUERY,
  REDUCED_MOTION_MEDIA_QUERY,
  WIDE_MEDIA_QUERY,
} from '../tokens/breakpoints.ts';

/** Keys for vanilla-extract's `'@media'` blocks, so style files never spell a breakpoint. */
export const media = {
  desktop: DESKTOP_MEDIA_QUERY,
  mobile: MOBILE_MEDIA_QUERY,
  phone: PHONE_MEDIA_QUERY,
  reducedMotion: REDUCED_MOTION_MEDIA_QUERY,
  wide: WIDE_MEDIA_QUERY,
} as const;
