import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const buttons = style({
  display: 'flex',
  gap: vars.space.xs,
});
