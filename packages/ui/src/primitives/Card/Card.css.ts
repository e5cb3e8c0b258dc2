import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.sm },
    },
    tone: {
      default: {},
      muted: { backgroundColor: vars.color.surfaceMuted },
      highlight: { borderColor: vars.color.primary.solid, borderWidth: '2px' },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised', tone: 'default' },
});
