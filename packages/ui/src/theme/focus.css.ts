import { type StyleRule, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The focus ring every interactive primitive shows on [data-focus-visible] (keyboard focus only). */
export const focusRing: StyleRule = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
};

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Class form of visuallyHidden, for text meant only for screen readers. */
export const srOnly = style(visuallyHidden);
