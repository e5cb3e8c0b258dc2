import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Phones narrower than this show the mark only where the name is optional (the site header's actions need room). */
const NAME_MEDIA = 'screen and (min-width: 440px)';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
    minWidth: 0,
  },
  variants: {
    size: {
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl },
    },
    tone: {
      onLight: { color: vars.color.text },
      onDark: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { size: 'md', tone: 'onLight' },
});

export const mark = recipe({
  base: { display: 'block', flexShrink: 0, borderRadius: vars.radius.md, boxShadow: vars.shadow.sm },
  variants: {
    size: {
      md: { width: vars.size.controlSm, height: vars.size.controlSm },
      lg: { width: vars.size.controlMd, height: vars.size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const tile = style({ fill: vars.color.primary.solid });
export const ink = style({ fill: vars.color.primary.onSolid });

export const name = recipe({
  base: { overflow: 'hidden', textOverflow: 'ellipsis' },
  variants: {
    isHiddenOnPhones: {
      true: { display: 'none', '@media': { [NAME_MEDIA]: { display: 'inline' } } },
      false: {},
    },
  },
});
