import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const soft = (tone: { soft: string; onSoft: string; border: string }) => ({
  backgroundColor: tone.soft,
  color: tone.onSoft,
  borderColor: tone.border,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid transparent`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: soft(vars.color.tagNeutral),
      success: soft(vars.color.success),
      danger: soft(vars.color.danger),
      warning: soft(vars.color.warning),
      info: soft(vars.color.info),
      active: soft(vars.color.statusActive),
      paused: soft(vars.color.statusPaused),
      blue: soft(vars.color.tagBlue),
      green: soft(vars.color.tagGreen),
      orange: soft(vars.color.tagOrange),
      red: soft(vars.color.tagRed),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
