import { globalStyle, style } from '@vanilla-extract/css';
import { bottomInset } from '../../theme/bottomInset.css.ts';
import { vars } from '../../theme/contract.css.ts';
import {
  floatingClearance,
  TOP_BAR_BUTTON_SIZE,
  TOP_BAR_PADDING,
  topBarHeight,
} from '../../theme/floating.css.ts';
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

/**
 * Narrow screens: a bar holding the menu toggle, and at its right end the support chat's button (placed by the
 * chat itself), which the title never runs under. Hidden at and above the breakpoint, where the menu stays open.
 */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: topBarHeight,
  padding: `${TOP_BAR_PADDING} calc(2 * ${vars.space.md} + ${TOP_BAR_BUTTON_SIZE}) ${TOP_BAR_PADDING} ${vars.space.md}`,
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

// Scrolling a control into view (keyboard focus, a jump to an error) stops short of the support chat's button on
// desktop, and below the sticky top bar on narrow screens.
globalStyle(`html:has(${root})`, {
  scrollPaddingTop: topBarHeight,
  '@media': { [media.desktop]: { scrollPaddingTop: 0, scrollPaddingBottom: floatingClearance } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  minWidth: 0,
  paddingBottom: bottomInset,
});

// On desktop the support chat's button floats in the bottom-right corner: the page keeps a gutter on its right
// and room at its end, so at no scroll position does the button cover a control (a form's save button, a list's
// last 'Excluir', 'Adicionar etapa'). Narrow screens have it in the top bar instead.
export const main = style({
  flex: 1,
  width: '100%',
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    [media.desktop]: {
      padding: vars.space.xxl,
      paddingRight: floatingClearance,
      paddingBottom: floatingClearance,
    },
  },
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
