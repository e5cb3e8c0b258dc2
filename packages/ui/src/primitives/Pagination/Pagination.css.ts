import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const status = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
