import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const option = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not([aria-checked="true"]):not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:active:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&[aria-checked="true"]': {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.solid,
      color: vars.color.primary.onSolid,
    },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
