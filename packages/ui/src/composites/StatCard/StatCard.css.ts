import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = style({ justifyContent: 'space-between' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});

const bubble = (tone: { soft: string; onSoft: string }) => ({
  backgroundColor: tone.soft,
  color: tone.onSoft,
});

export const iconBubble = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    borderRadius: vars.radius.lg,
    fontSize: vars.font.size.xl,
  },
  variants: {
    tone: {
      primary: bubble(vars.color.primary),
      info: bubble(vars.color.info),
      success: bubble(vars.color.success),
      warning: bubble(vars.color.warning),
    },
  },
  defaultVariants: { tone: 'primary' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const valueSkeleton = style({ display: 'block' });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
