import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The current screen's link: filled, so the user sees where they are even when it stays pressable. */
export const current = style({
  selectors: {
    '&&': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
      borderColor: vars.color.primary.border,
    },
  },
});
