import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The box and, beside it at its bottom edge, the send button, as in a chat; an error under both. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const field = style({ minWidth: 0 });

export const error = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gridRow: 1,
  gridColumn: 2,
  alignSelf: 'start',
  // Level with the box, under its label.
  paddingTop: vars.space.lg,
});
