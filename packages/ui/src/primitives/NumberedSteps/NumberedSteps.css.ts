import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const number = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.soft,
  color: vars.color.primary.onSoft,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // Lines the title up with the middle of the number.
  paddingTop: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
