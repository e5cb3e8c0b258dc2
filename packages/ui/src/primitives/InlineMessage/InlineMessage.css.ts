import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    tone: {
      success: { color: vars.color.success.solid },
      danger: { color: vars.color.error },
      warning: { color: vars.color.warning.onSoft },
      info: { color: vars.color.info.solid },
      neutral: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'info' },
});
