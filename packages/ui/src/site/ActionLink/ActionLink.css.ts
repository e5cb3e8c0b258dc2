import { recipe } from '@vanilla-extract/recipes';
import { actionShape, actionSizes, actionVariant } from '../../theme/actionLook.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** A plain link's states: it has no react-aria data attributes (and must look right before hydration). */
const STATES = { hovered: '&:hover', pressed: '&:active' };

/** The Button's look for a native <a>. */
export const actionLink = recipe({
  base: {
    ...actionShape,
    textAlign: 'center',
    transitionProperty: 'background-color, border-color, color',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    variant: {
      primary: actionVariant('primary', STATES),
      secondary: actionVariant('secondary', STATES),
    },
    size: actionSizes,
    isFullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false },
});

export const ACTION_LINK_VARIANTS = ['primary', 'secondary'] as const;
