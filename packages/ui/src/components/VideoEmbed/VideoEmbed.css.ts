import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/media.ts';

/** The box keeps its aspect ratio before and after play, so nothing below it moves. */
export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.neutral.solid,
  boxShadow: vars.shadow.md,
});

export const fill = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  objectFit: 'cover',
});

export const playButton = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-4px' },
    // Low, so a title written in the middle of the poster (like the sample videos') stays readable.
    '&[data-placement="bottom"]': { placeItems: 'end center', paddingBottom: vars.space.md },
  },
});

export const playBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontSize: vars.font.size.xl,
  boxShadow: vars.shadow.lg,
  '@media': { [media.desktop]: { width: '4rem', height: '4rem', fontSize: vars.font.size.xxl } },
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${playButton}:hover &`]: { transform: 'scale(1.08)' },
  },
});
