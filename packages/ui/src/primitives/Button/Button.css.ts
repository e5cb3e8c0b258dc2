import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const button = recipe({
  base: {
    position: 'relative',
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
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary.solid,
        color: vars.color.primary.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted },
          '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
        },
      },
      danger: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.dangerPressed },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary.onSoft,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted },
          '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlMd, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
    },
    isFullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false },
});

/** Label and pending content share one grid cell, so the button is as wide as the wider of both. */
export const content = style({
  display: 'inline-grid',
  alignItems: 'center',
  justifyItems: 'center',
});

export const layer = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    '&[data-hidden]': { opacity: 0 },
  },
});

/** Reserves the spinner's room in the hidden pending layer, so starting to wait never widens the button. */
export const spinnerSpace = style({ display: 'inline-block', width: '1em', height: '1em' });
