import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const rulesTitle = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const rulesList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  lineHeight: vars.font.lineHeight.normal,
});
