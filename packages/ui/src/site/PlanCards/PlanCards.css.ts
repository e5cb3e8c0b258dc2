import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'stretch',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const prices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const previousPrice = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const amount = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const leads = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primary.onSoft,
});

export const inclusions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const inclusion = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const check = style({ flexShrink: 0, color: vars.color.primary.solid });

export const action = style({ marginTop: 'auto' });

export const leadsHeadline = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary.onSoft,
});

export const comparison = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const shared = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const sharedTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

/** Listed once for every plan: in columns where there is room. */
export const sharedInclusions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});
