import { colorTokens } from '../tokens/color.ts';
import { LOGO_MARK } from './logoMark.ts';

/** The mark's colours outside the themed UI (favicon, mails): the theme's primary tone. */
export const LOGO_COLORS = {
  tile: colorTokens.primary.solid,
  ink: colorTokens.primary.onSolid,
} as const;

/** The mark as a standalone SVG document (the favicon). */
export function logoMarkSvg(title: string): string {
  const { viewBox, tileRadius, bubble, dotsX, dotsY, dotRadius } = LOGO_MARK;
  const dots = dotsX
    .map((cx) => `<circle cx="${cx}" cy="${dotsY}" r="${dotRadius}" fill="${LOGO_COLORS.tile}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><title>${title}</title><rect width="64" height="64" rx="${tileRadius}" fill="${LOGO_COLORS.tile}"/><path d="${bubble}" fill="${LOGO_COLORS.ink}"/>${dots}</svg>`;
}
