import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Square sizes for icon-only buttons; colours come from the Button recipe. */
export const square = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minHeight: vars.size.controlSm },
      md: { width: vars.size.controlMd, minHeight: vars.size.controlMd },
      lg: { width: vars.size.controlLg, minHeight: vars.size.controlLg },
    },
  },
  defaultVariants: { size: 'md' },
});
