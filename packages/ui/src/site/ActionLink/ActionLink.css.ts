import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/**
 * The Button's look for a native <a>: same tokens, but keyed on :hover/:active/:focus-visible
 * because a plain link has no react-aria data attributes (and must look right before hydration).
 */
export const actionLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid transparent`,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary.solid,
        color: vars.color.primary.onSolid,
        selectors: {
          '&:hover': { backgroundColor: vars.color.primaryHover },
          '&:active': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover': { backgroundColor: vars.color.surfaceMuted },
          '&:active': { backgroundColor: vars.color.surfaceHover },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlMd, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
    },
    isFullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false },
});

export const ACTION_LINK_VARIANTS = ['primary', 'secondary'] as const;
