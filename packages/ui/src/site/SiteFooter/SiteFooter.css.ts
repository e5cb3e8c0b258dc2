import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const footer = style({
  paddingBlock: vars.space.xxxl,
  backgroundColor: vars.color.neutral.solid,
  color: vars.color.neutral.onSolid,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const brand = style({ margin: 0 });

export const tagline = style({ marginTop: vars.space.sm, maxWidth: '24rem' });

export const columnTitle = style({
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  minHeight: vars.size.controlSm,
  alignItems: 'center',
  color: vars.color.neutral.onSolid,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const copyright = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.neutral.border}`,
  fontSize: vars.font.size.sm,
});
