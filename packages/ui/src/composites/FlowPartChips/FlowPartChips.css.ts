import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tone = (t: { soft: string; onSoft: string; border: string }) => ({
  backgroundColor: t.soft,
  color: t.onSoft,
  borderColor: t.border,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid transparent`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    kind: {
      media: tone(vars.color.info),
      offer: tone(vars.color.success),
      pause: tone(vars.color.warning),
    },
  },
});

export const chipLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
