import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { SITE_HEADER_HEIGHT } from '../SiteSection/SiteSection.css.ts';

export const page = style({
  minHeight: '70vh',
  paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxl})`,
  paddingBottom: vars.space.xxxl,
  paddingInline: vars.space.lg,
  backgroundImage: `linear-gradient(180deg, ${vars.color.primary.soft}, ${vars.color.background})`,
});

export const card = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  textAlign: 'center',
  alignItems: 'center',
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.soft,
  color: vars.color.success.solid,
  fontSize: vars.font.size.xxl,
});

export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  textAlign: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
