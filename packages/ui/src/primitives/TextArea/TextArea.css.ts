import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over-limit]': { color: vars.color.error, fontWeight: vars.font.weight.semibold },
  },
});
