import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Columns side by side; the board scrolls sideways when they do not fit. */
export const board = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
});
