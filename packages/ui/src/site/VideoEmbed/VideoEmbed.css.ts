import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/media.ts';

/** The video's box: same size before and after play, so nothing below it moves. */
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

/** The playing video, whole (letterboxed on the frame's dark fill) when its shape differs from the frame's. */
export const player = style([fill, { objectFit: 'contain' }]);

/** Over the poster, low: a title written in the middle of the picture stays readable. */
export const playButton = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'end center',
  width: '100%',
  padding: `0 0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-4px' },
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

/** The poster and the bar under it, one button. */
export const posterButton = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral.onSolid,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-4px' },
    // The player lies over the frame; the poster keeps the frame's height underneath.
    '&[data-playing]': { visibility: 'hidden' },
  },
});

export const screen = style({ position: 'relative', display: 'block', width: '100%' });

export const playBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const playBarBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontSize: vars.font.size.lg,
  boxShadow: vars.shadow.md,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${posterButton}:hover &`]: { transform: 'scale(1.08)' },
  },
});

/**
 * The lesson's name on the poster's lower edge, on a dark band so it reads on any picture (posters draw their
 * own titles mid-picture); the play bar sits under the poster, so nothing covers it.
 */
export const posterCaption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.sm}`,
  backgroundImage: 'linear-gradient(rgb(0 0 0 / 0), rgb(0 0 0 / 0.78) 45%)',
  color: vars.color.neutral.onSolid,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
});
