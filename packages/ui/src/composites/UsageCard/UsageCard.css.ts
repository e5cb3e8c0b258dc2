import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/focus.css.ts';

export const card = style({ gap: vars.space.sm });

export const figure = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const hidden = style(visuallyHidden);

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
