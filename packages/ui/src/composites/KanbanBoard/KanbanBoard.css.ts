import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Columns side by side; the board scrolls sideways when they do not fit. Positioned, so visually hidden texts
 * (absolutely positioned) inside it stay within its scroll area instead of widening the page.
 */
export const board = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
});
