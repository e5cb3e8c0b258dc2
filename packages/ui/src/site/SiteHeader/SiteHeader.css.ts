import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/media.ts';
import { SITE_HEADER_HEIGHT } from '../SiteSection/SiteSection.css.ts';

/**
 * The section menu needs more room than the panel's 768 px breakpoint gives it: it sits in the bar from
 * this width, and in the drawer below it.
 */
const INLINE_NAV_MEDIA = 'screen and (min-width: 1120px)';
export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: SITE_HEADER_HEIGHT,
  backgroundColor: 'transparent',
  borderBottom: `${vars.size.borderWidth} solid transparent`,
  transitionProperty: 'background-color, box-shadow, border-color',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-opaque]': {
      backgroundColor: vars.color.surface,
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  '@media': { [media.desktop]: { gap: vars.space.lg } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const desktopNav = style({
  display: 'none',
  '@media': { [INLINE_NAV_MEDIA]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The subscribe button is in the header on wide screens; on phones it lives in the menu. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline-flex' } },
});

export const menuButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
  '@media': { [INLINE_NAV_MEDIA]: { display: 'none' } },
});

export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([
  navLink,
  { width: '100%', fontSize: vars.font.size.lg, minHeight: vars.size.controlLg },
]);

export const menuActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
});
