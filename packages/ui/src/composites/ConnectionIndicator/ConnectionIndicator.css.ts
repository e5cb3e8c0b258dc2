import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="connected"]': { color: vars.color.success.onSoft },
    '&[data-state="disconnected"]': { color: vars.color.danger.onSoft },
  },
});

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  selectors: {
    [`${root}[data-state="checking"] &`]: {
      animationName: pulse,
      animationDuration: vars.motion.duration.shimmer,
      animationIterationCount: 'infinite',
    },
    [`${root}[data-state="connected"] &`]: {
      backgroundColor: vars.color.success.solid,
      boxShadow: `0 0 0 3px ${vars.color.success.soft}`,
    },
    [`${root}[data-state="disconnected"] &`]: {
      backgroundColor: vars.color.danger.solid,
      boxShadow: `0 0 0 3px ${vars.color.danger.soft}`,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
