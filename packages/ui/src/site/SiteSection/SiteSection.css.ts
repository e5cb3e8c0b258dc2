import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { SITE_CONTENT_MAX_WIDTH } from '../../constants.ts';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

/** Height of the fixed site header: anchored sections stop below it. */
export const SITE_HEADER_HEIGHT = '64px';

export const container = style({
  width: '100%',
  maxWidth: SITE_CONTENT_MAX_WIDTH,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const section = recipe({
  base: {
    paddingBlock: vars.space.xxxl,
    scrollMarginTop: SITE_HEADER_HEIGHT,
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.surface },
      muted: { backgroundColor: vars.color.background },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'center',
  marginBottom: vars.space.xxl,
  maxWidth: '40rem',
  marginInline: 'auto',
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.desktop]: { fontSize: vars.font.size.xxxl } },
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xxl,
  textAlign: 'center',
});

/** The first block of a page starts below the fixed header (which is transparent over it). */
export const pageTop = style({
  paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxl})`,
});

export const mediaSlot = style({
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  marginTop: vars.space.xxl,
});
