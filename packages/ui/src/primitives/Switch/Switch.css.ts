import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.primary.solid },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-pressed] &`]: { filter: 'brightness(0.92)' },
  },
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
    [`${root}[data-selected] &`]: { transform: 'translateX(1.25rem)' },
  },
});

export const state = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
