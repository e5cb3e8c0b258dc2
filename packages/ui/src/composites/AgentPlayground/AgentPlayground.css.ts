import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const playground = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const typing = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontStyle: 'italic',
});
