import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid transparent`,
    fontSize: vars.font.size.md,
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.success.soft,
        color: vars.color.success.onSoft,
        borderColor: vars.color.success.border,
      },
      error: {
        backgroundColor: vars.color.danger.soft,
        color: vars.color.danger.onSoft,
        borderColor: vars.color.danger.border,
      },
      warning: {
        backgroundColor: vars.color.warning.soft,
        color: vars.color.warning.onSoft,
        borderColor: vars.color.warning.border,
      },
      danger: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        borderColor: vars.color.danger.solid,
      },
      info: {
        backgroundColor: vars.color.info.soft,
        color: vars.color.info.onSoft,
        borderColor: vars.color.info.border,
      },
      newVersion: {
        backgroundColor: vars.color.newVersion.solid,
        color: vars.color.newVersion.onSolid,
        borderColor: vars.color.newVersion.border,
      },
    },
    placement: {
      inline: {},
      /** The bar for the bottom of the viewport (the new-version notice): whoever pins it there makes room for it. */
      bottom: {
        borderRadius: 0,
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: vars.shadow.md,
      },
    },
  },
  defaultVariants: { tone: 'info', placement: 'inline' },
});

export const icon = style({ marginTop: '0.125rem' });

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const bottomContent = style({ flex: '0 1 auto' });

export const title = style({ fontWeight: vars.font.weight.bold });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

/** The dismiss button inherits the banner's text colour so it contrasts on every tone. */
export const dismiss = style({
  color: 'inherit',
  selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: 'rgba(0, 0, 0, 0.08)' } },
});
