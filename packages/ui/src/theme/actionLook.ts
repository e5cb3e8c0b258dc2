import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * What the Button and the site's ActionLink (a native <a> that looks like one) share: shape, type, sizes and
 * each variant's colours at rest, hovered and pressed. Each keys the states on its own selectors: react-aria's
 * data attributes for the Button, :hover and :active for a plain link.
 */
export const actionShape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid transparent`,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} satisfies StyleRule;

export const actionSizes = {
  sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
  md: { minHeight: vars.size.controlMd, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
  lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
} satisfies Record<string, StyleRule>;

interface ActionColours {
  rest: StyleRule;
  hovered: string;
  pressed: string;
}

const ACTION_COLOURS = {
  primary: {
    rest: { backgroundColor: vars.color.primary.solid, color: vars.color.primary.onSolid },
    hovered: vars.color.primaryHover,
    pressed: vars.color.primaryPressed,
  },
  secondary: {
    rest: {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
    },
    hovered: vars.color.surfaceMuted,
    pressed: vars.color.surfaceHover,
  },
  danger: {
    rest: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
    hovered: vars.color.dangerHover,
    pressed: vars.color.dangerPressed,
  },
  ghost: {
    rest: { backgroundColor: 'transparent', color: vars.color.primary.onSoft },
    hovered: vars.color.surfaceMuted,
    pressed: vars.color.surfaceHover,
  },
} satisfies Record<string, ActionColours>;

export type ActionVariant = keyof typeof ACTION_COLOURS;

/** A variant's colours, its hovered and pressed backgrounds under the given selectors. */
export function actionVariant(
  variant: ActionVariant,
  selectors: { hovered: string; pressed: string },
): StyleRule {
  const { rest, hovered, pressed } = ACTION_COLOURS[variant];
  return {
    ...rest,
    selectors: {
      [selectors.hovered]: { backgroundColor: hovered },
      [selectors.pressed]: { backgroundColor: pressed },
    },
  };
}
