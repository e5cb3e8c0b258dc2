import { createVar, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** Story-only: the colour pair one swatch shows, set per swatch. */
export const swatchBackground = createVar();
export const swatchForeground = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  minHeight: '4.5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: swatchBackground,
  color: swatchForeground,
  fontSize: vars.font.size.sm,
});

export const name = style({ fontWeight: vars.font.weight.bold });

export const spaceBar = style({
  height: vars.space.md,
  width: swatchBackground,
  backgroundColor: vars.color.primary.solid,
  borderRadius: vars.radius.sm,
});
