import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  fontSize: vars.font.size.xxxl,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({
  maxWidth: '32rem',
  fontSize: vars.font.size.md,
});

export const action = style({ marginTop: vars.space.sm });
