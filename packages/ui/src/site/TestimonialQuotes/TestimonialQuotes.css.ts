import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({ height: '100%' });

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  margin: 0,
});

export const result = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.soft,
  color: vars.color.success.onSoft,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const quote = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text });

/** Who said it sits at the bottom, so the names line up across cards of different lengths. */
export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
  fontSize: vars.font.size.sm,
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary.soft,
  color: vars.color.primary.onSoft,
  fontWeight: vars.font.weight.bold,
});

export const who = style({ display: 'flex', flexDirection: 'column' });

export const business = style({ color: vars.color.textMuted });
