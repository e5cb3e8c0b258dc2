import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { SITE_HEADER_HEIGHT } from '../SiteSection/SiteSection.css.ts';

/** From this width a hero with media puts the text beside it (the 768 px breakpoint leaves the text too narrow). */
const SIDE_BY_SIDE_MEDIA = 'screen and (min-width: 1024px)';

export const hero = style({
  paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxl})`,
  paddingBottom: vars.space.xxxl,
  backgroundImage: `linear-gradient(180deg, ${vars.color.primary.soft}, ${vars.color.background})`,
  '@media': {
    [media.desktop]: { paddingTop: `calc(${SITE_HEADER_HEIGHT} + ${vars.space.xxxl})` },
  },
});

/** With media: stacked and centred on phones, text beside the media on wide screens. */
export const layout = style({
  '@media': {
    [SIDE_BY_SIDE_MEDIA]: {
      selectors: {
        '&[data-with-media]': {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
          alignItems: 'center',
          gap: vars.space.xxxl,
        },
      },
    },
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
  '@media': {
    [SIDE_BY_SIDE_MEDIA]: {
      selectors: {
        [`${layout}[data-with-media] &`]: { alignItems: 'flex-start', textAlign: 'start', marginInline: 0 },
      },
    },
  },
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
  '@media': {
    [media.desktop]: { fontSize: '3rem' },
    // Beside the media the column is half as wide: a smaller headline keeps it to a few lines.
    [SIDE_BY_SIDE_MEDIA]: { selectors: { [`${layout}[data-with-media] &`]: { fontSize: '2.5rem' } } },
  },
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
  '@media': {
    // Phones: the calls to action stacked at one width, easy to hit with a thumb.
    [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', width: '100%', maxWidth: '22rem' },
    [SIDE_BY_SIDE_MEDIA]: {
      selectors: { [`${layout}[data-with-media] &`]: { justifyContent: 'flex-start' } },
    },
  },
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
  '@media': {
    [SIDE_BY_SIDE_MEDIA]: {
      selectors: {
        [`${layout}[data-with-media] &`]: { flexDirection: 'column', justifyContent: 'flex-start' },
      },
    },
  },
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const check = style({ color: vars.color.primary.solid });

export const media_ = style({
  width: '100%',
  marginTop: vars.space.xxl,
  maxWidth: '48rem',
  marginInline: 'auto',
  '@media': { [SIDE_BY_SIDE_MEDIA]: { marginTop: 0 } },
});
