import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** One fixed corner (top right), inside the viewport whatever the scroll; clear of the support chat button below. */
export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  left: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    maxWidth: '28rem',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid transparent`,
    boxShadow: vars.shadow.lg,
    fontSize: vars.font.size.md,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.success.soft,
        color: vars.color.success.onSoft,
        borderColor: vars.color.success.border,
      },
      danger: {
        backgroundColor: vars.color.danger.soft,
        color: vars.color.danger.onSoft,
        borderColor: vars.color.danger.border,
      },
      info: {
        backgroundColor: vars.color.info.soft,
        color: vars.color.info.onSoft,
        borderColor: vars.color.info.border,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ marginTop: '0.125rem', flexShrink: 0 });

export const content = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

/** Buttons inherit the toast's text colour so they contrast on every tone. */
export const inherit = style({
  color: 'inherit',
  selectors: { '&[data-hovered]:not([data-disabled])': { backgroundColor: 'rgba(0, 0, 0, 0.08)' } },
});
