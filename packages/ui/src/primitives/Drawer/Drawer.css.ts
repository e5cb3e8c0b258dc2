import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animationName: fadeIn, animationDuration: vars.motion.duration.drawer },
    '&[data-exiting]': {
      animationName: fadeIn,
      animationDuration: vars.motion.duration.drawer,
      animationDirection: 'reverse',
    },
  },
});

/** The panel slides in over 0.25 s, and out the same way. */
export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: vars.size.drawer,
    maxWidth: '85vw',
    overflowY: 'auto',
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animationDuration: vars.motion.duration.drawer,
    animationTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-exiting]': { animationDirection: 'reverse' },
    },
  },
  variants: {
    placement: {
      left: {
        left: 0,
        selectors: { '&[data-entering], &[data-exiting]': { animationName: slideFromLeft } },
      },
      right: {
        right: 0,
        selectors: { '&[data-entering], &[data-exiting]': { animationName: slideFromRight } },
      },
    },
  },
  defaultVariants: { placement: 'left' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  outline: 'none',
});

export const closeRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
