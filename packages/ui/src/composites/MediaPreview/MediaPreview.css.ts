import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  // One shape for every kind, so the library's cards line up whatever they hold.
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.text,
});

export const audio = style({
  width: '100%',
  padding: vars.space.sm,
});

export const pdfLink = style({
  gap: vars.space.sm,
  padding: vars.space.md,
  fontWeight: vars.font.weight.semibold,
});

export const unsupported = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.textMuted,
});
