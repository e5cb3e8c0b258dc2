import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const marker = recipe({
  base: {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    done: {
      true: { backgroundColor: vars.color.success.solid, color: vars.color.success.onSolid },
      false: {
        backgroundColor: vars.color.primary.soft,
        color: vars.color.primary.onSoft,
        border: `${vars.size.borderWidth} solid ${vars.color.primary.border}`,
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // Lines the title up with the middle of the marker.
  paddingTop: vars.space.xs,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
