import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const sizes = Object.fromEntries(
  Object.entries(vars.font.size).map(([key, value]) => [key, { fontSize: value }]),
) as {
  [K in keyof typeof vars.font.size]: { fontSize: string };
};

export const text = recipe({
  base: { margin: 0, lineHeight: vars.font.lineHeight.normal },
  variants: {
    size: sizes,
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      success: { color: vars.color.success.solid },
      danger: { color: vars.color.error },
      warning: { color: vars.color.warning.onSoft },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
    strike: { true: { textDecoration: 'line-through' }, false: {} },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', align: 'start', strike: false },
});

export const heading = recipe({
  base: {
    margin: 0,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.lg },
      md: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size.xxl },
      xl: { fontSize: vars.font.size.xxxl },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'md', align: 'start' },
});
