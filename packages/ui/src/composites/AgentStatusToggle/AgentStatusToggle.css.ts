import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The state in words: green 'Ativo', amber 'Pausado', grey while unknown. */
export const state = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="active"]': { color: vars.color.statusActive.onSoft },
    '&[data-status="paused"]': { color: vars.color.statusPaused.onSoft },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transitionProperty: 'background-color, opacity',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-status="active"]': { backgroundColor: vars.color.statusActive.solid },
    '&[data-status="paused"]': { backgroundColor: vars.color.statusPaused.solid },
    [`${control}[data-disabled] &`]: { opacity: 0.55 },
    [`${control}[data-focus-visible] &`]: focusRing,
    [`${control}[data-pressed] &`]: { filter: 'brightness(0.92)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${control}[data-selected] &`]: { transform: 'translateX(1.25rem)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
