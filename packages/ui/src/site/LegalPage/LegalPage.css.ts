import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { SITE_HEADER_HEIGHT } from '../SiteSection/SiteSection.css.ts';

export const page = style({
  paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxl})`,
  paddingBottom: vars.space.xxxl,
  backgroundColor: vars.color.surface,
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '46rem',
  marginInline: 'auto',
  lineHeight: 1.7,
});

export const h1 = style({
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.desktop]: { fontSize: vars.font.size.xxxl } },
});

export const h2 = style({
  marginTop: vars.space.lg,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const h3 = style({
  marginTop: vars.space.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const link = style({ color: vars.color.primary.solid, textUnderlineOffset: '0.2em' });

export const back = style({ marginTop: vars.space.xl });
