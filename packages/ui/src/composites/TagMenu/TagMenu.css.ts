import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

type Tone = { solid: string; onSolid: string; soft: string; onSoft: string; border: string };
const solid = (tone: Tone) => ({ backgroundColor: tone.solid, color: tone.onSolid, borderColor: tone.solid });

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
    tone: {
      blue: solid(vars.color.tagBlue),
      green: solid(vars.color.tagGreen),
      orange: solid(vars.color.tagOrange),
      red: solid(vars.color.tagRed),
      neutral: solid(vars.color.tagNeutral),
      none: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'none' },
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
    tone: {
      blue: { backgroundColor: vars.color.tagBlue.solid },
      green: { backgroundColor: vars.color.tagGreen.solid },
      orange: { backgroundColor: vars.color.tagOrange.solid },
      red: { backgroundColor: vars.color.tagRed.solid },
    },
  },
});

export const menu = style({
  outline: 'none',
});
