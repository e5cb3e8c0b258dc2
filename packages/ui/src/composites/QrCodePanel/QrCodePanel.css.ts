import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const framed = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const image = style({
  display: 'block',
  width: '16rem',
  maxWidth: '100%',
  aspectRatio: '1',
  imageRendering: 'pixelated',
  // A QR code needs a light quiet zone to scan.
  backgroundColor: vars.color.surface,
});

export const countdown = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const expired = style({
  color: vars.color.warning.onSoft,
});

export const instructions = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
