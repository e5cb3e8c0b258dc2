import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
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
