import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animationName: fadeIn, animationDuration: vars.motion.duration.normal },
    '&[data-exiting]': {
      animationName: fadeIn,
      animationDuration: vars.motion.duration.fast,
      animationDirection: 'reverse',
    },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflow: 'auto',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animationName: zoomIn,
        animationDuration: vars.motion.duration.normal,
        animationTimingFunction: vars.motion.easing.decelerate,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
  },
  defaultVariants: { size: 'md' },
});
