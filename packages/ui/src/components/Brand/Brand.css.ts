import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const brand = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const mark = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primary.solid,
    color: vars.color.primary.onSolid,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    size: {
      md: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.font.size.md },
      lg: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
