import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const description = style({ color: vars.color.textMuted });
