import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { softFill } from '../../theme/fills.ts';

/** The pill shape, shared by every badge-like label (AgentStatusBadge draws its colours on it). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid transparent`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const tones = styleVariants({
  neutral: softFill(vars.color.tagNeutral),
  success: softFill(vars.color.success),
  danger: softFill(vars.color.danger),
  warning: softFill(vars.color.warning),
  info: softFill(vars.color.info),
});
