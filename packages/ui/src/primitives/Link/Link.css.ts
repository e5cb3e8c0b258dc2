import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, textDecoration: 'none' },
      '&[data-current]': { fontWeight: vars.font.weight.bold, textDecoration: 'none' },
    },
  },
  variants: {
    tone: {
      primary: { color: vars.color.primary.onSoft },
      inherit: { color: 'inherit' },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export const externalIcon = style({ width: '0.875em', height: '0.875em' });
