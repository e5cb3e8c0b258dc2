import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflow: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animationName: fadeIn,
      animationDuration: vars.motion.duration.fast,
      animationTimingFunction: vars.motion.easing.decelerate,
    },
  },
});

/** An option of a ListBox or an item of a Menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.primary.onSoft },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const checkmark = style({
  marginLeft: 'auto',
});

export const listBox = style({
  outline: 'none',
});
