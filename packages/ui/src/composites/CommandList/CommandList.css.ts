import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const term = style({ margin: 0 });

export const command = style({
  display: 'inline-block',
  minWidth: '2.5rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
