import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const width = createVar();
export const height = createVar();

// Opacity alone: the compositor runs it. A moving background repainted every placeholder on the main thread at
// every frame for as long as it showed (a dashboard section below the fold waits, so for the whole page load).
const shimmer = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.6 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: width,
    height: height,
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
    backgroundSize: '200% 100%',
    animationName: shimmer,
    animationDuration: vars.motion.duration.shimmer,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
