import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The switch at the start, the buttons at the end; on a narrow card the buttons wrap under the switch. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
