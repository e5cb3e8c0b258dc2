import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({
  flex: '1 1 16rem',
  minWidth: 0,
  maxWidth: '32rem',
});

export const filters = style({
  flex: '0 1 auto',
  marginLeft: 'auto',
  minWidth: 0,
});
