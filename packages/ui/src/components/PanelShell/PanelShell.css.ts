import { style } from '@vanilla-extract/css';
import { bottomInset } from '../../theme/bottomInset.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: `${vars.size.drawer} minmax(0, 1fr)`,
    },
  },
});

/** Narrow screens: a bar holding the menu toggle. Hidden at and above the breakpoint, where the menu stays open. */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const topBarTitle = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

// The menu, the overlay and the page's end stop at the bottom bar (bottomInset), so it covers none of them.
export const sidebar = style({
  position: 'fixed',
  top: 0,
  bottom: bottomInset,
  left: 0,
  zIndex: vars.zIndex.overlay,
  width: vars.size.drawer,
  maxWidth: '85vw',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  // Closed drawer: off screen and out of the tab order; visibility flips after the slide so it is seen leaving.
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: `transform ${vars.motion.duration.drawer} ${vars.motion.easing.standard}, visibility 0s linear ${vars.motion.duration.drawer}`,
  selectors: {
    '&[data-open]': {
      transform: 'none',
      visibility: 'visible',
      transition: `transform ${vars.motion.duration.drawer} ${vars.motion.easing.decelerate}`,
    },
  },
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: 0,
      height: `calc(100vh - ${bottomInset})`,
      maxWidth: 'none',
      zIndex: vars.zIndex.base,
      transform: 'none',
      visibility: 'visible',
      boxShadow: 'none',
      transition: 'none',
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const overlay = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: bottomInset,
  left: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  minWidth: 0,
  paddingBottom: bottomInset,
});

export const main = style({
  flex: 1,
  width: '100%',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.desktop]: { padding: vars.space.xxl } },
});

export const footer = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
});

export const bottomBanner = style({
  position: 'fixed',
  right: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.banner,
});
