import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const frame = style({ aspectRatio: '16 / 9' });

export const pauseToggle = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.overlay,
  color: vars.color.textInverse,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/** Two bars: the pause symbol. */
export const pauseGlyph = style({
  width: '0.75rem',
  height: '1rem',
  borderInline: `0.25rem solid currentColor`,
});
