import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { SITE_HEADER_HEIGHT } from '../SiteSection/SiteSection.css.ts';

export const hero = style({
  paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxl})`,
  paddingBottom: vars.space.xxxl,
  backgroundImage: `linear-gradient(180deg, ${vars.color.primary.soft}, ${vars.color.background})`,
  '@media': {
    [media.desktop]: { paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxxl})` },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const eyebrow = style({
  color: vars.color.primary.onSoft,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.desktop]: { fontSize: '3rem' } },
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const check = style({ color: vars.color.primary.solid });

export const media_ = style({
  marginTop: vars.space.xxl,
  maxWidth: '48rem',
  marginInline: 'auto',
});
