import { style } from '@vanilla-extract/css';
import { TESTIMONIAL_PREVIEW_MAX_WIDTH_PX } from '../../constants.ts';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  justifyContent: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Previews are portrait and never wider than 320 px. */
export const item = style({
  width: '100%',
  maxWidth: `${TESTIMONIAL_PREVIEW_MAX_WIDTH_PX}px`,
  marginInline: 'auto',
});

export const frame = style({ aspectRatio: '9 / 16' });
