import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const id = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Label-over-value pairs in as many columns as fit (two in a card of the 3-column grid). */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
});

/** The plan's figures, set apart on a muted panel. */
export const plan = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const wide = style({ gridColumn: '1 / -1' });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const definition = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const password = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const passwordValue = style({
  fontFamily: vars.font.family.mono,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  marginTop: 'auto',
});

/** Editar and 'Entrar como cliente' side by side when the card is wide enough, stacked otherwise (by width, not text). */
export const mainActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  alignSelf: 'stretch',
});
