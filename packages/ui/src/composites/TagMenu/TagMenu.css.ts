import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { solidFill } from '../../theme/fills.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** The trigger wears the tag's colour; no tag shows a grey "ETIQUETAR". */
export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid transparent`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.02em',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'progress', opacity: 0.7 },
    },
  },
  variants: {
    color: {
      blue: solidFill(vars.color.tagBlue),
      green: solidFill(vars.color.tagGreen),
      orange: solidFill(vars.color.tagOrange),
      red: solidFill(vars.color.tagRed),
      purple: solidFill(vars.color.tagPurple),
      gray: solidFill(vars.color.tagNeutral),
      neutral: solidFill(vars.color.tagNeutral),
      none: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { color: 'none' },
});

export const dot = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
  },
  variants: {
    color: {
      blue: { backgroundColor: vars.color.tagBlue.solid },
      green: { backgroundColor: vars.color.tagGreen.solid },
      orange: { backgroundColor: vars.color.tagOrange.solid },
      red: { backgroundColor: vars.color.tagRed.solid },
      purple: { backgroundColor: vars.color.tagPurple.solid },
      gray: { backgroundColor: vars.color.tagNeutral.solid },
    },
  },
});

export const menu = style({
  outline: 'none',
});

/** A tag shown on its own (the tag list): its colour's dot and its name. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
