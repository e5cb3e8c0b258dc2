import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const icon = style({
  marginLeft: vars.space.md,
  color: vars.color.textMuted,
});
