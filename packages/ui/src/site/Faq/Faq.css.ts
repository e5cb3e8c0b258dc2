import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '48rem',
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  selectors: {
    [`${item}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
});
