import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** The filled share of the bar, set per instance with assignInlineVars. */
export const fillWidth = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const label = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    width: fillWidth,
    height: '100%',
    borderRadius: vars.radius.full,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.normal,
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary.solid },
      warning: { backgroundColor: vars.color.warning.solid },
      danger: { backgroundColor: vars.color.danger.solid },
    },
  },
  defaultVariants: { tone: 'primary' },
});
