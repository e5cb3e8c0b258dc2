import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Marks a backdrop that covers the whole page (a modal's, a drawer's): while one is on screen the floating
 * buttons hide, so nothing floats above a dialog or can be reached behind it.
 */
export const coversFloating = style({});

/** The same for a backdrop shown on narrow screens only (the panel menu's drawer). */
export const coversFloatingWhenNarrow = style({});

/** The round floating button's size (the support chat's launcher). */
export const FLOATING_BUTTON_SIZE = '3.5rem';

/** Its distance to the screen's edges. */
export const FLOATING_EDGE = vars.space.lg;

/**
 * Under the desktop breakpoint the panel's top bar holds the launcher instead, so it floats over no content:
 * the button's size there and the bar's padding around it.
 */
export const TOP_BAR_BUTTON_SIZE = vars.size.controlLg;
export const TOP_BAR_PADDING = vars.space.xs;
export const topBarHeight = `calc(${TOP_BAR_BUTTON_SIZE} + 2 * ${TOP_BAR_PADDING})`;

/**
 * The room a page keeps free at its end so the floating button covers none of its controls: the button and
 * its margin below and above it (and, on desktop, beside it: the gutter on the page's right).
 */
export const floatingClearance = `calc(${FLOATING_BUTTON_SIZE} + 2 * ${FLOATING_EDGE})`;
