import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { softFill, solidFill } from '../../theme/fills.ts';

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
    tone: { success: {}, warning: {}, danger: {}, info: {} },
    emphasis: { soft: {}, strong: {} },
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
  compoundVariants: [
    ...(['success', 'warning', 'danger', 'info'] as const).map((tone) => ({
      variants: { tone, emphasis: 'soft' as const },
      style: softFill(vars.color[tone]),
    })),
    ...(['success', 'info', 'danger'] as const).map((tone) => ({
      variants: { tone, emphasis: 'strong' as const },
      style: solidFill(vars.color[tone]),
    })),
    {
      variants: { tone: 'warning', emphasis: 'strong' },
      style: {
        backgroundColor: vars.color.warningStrong.solid,
        color: vars.color.warningStrong.onSolid,
        borderColor: vars.color.warningStrong.border,
      },
    },
  ],
  defaultVariants: { tone: 'info', emphasis: 'soft', placement: 'inline' },
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
