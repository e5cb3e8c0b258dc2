import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
});

export const circle = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animationName: spin,
    animationDuration: vars.motion.duration.spin,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: '2px' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof circle>>;
