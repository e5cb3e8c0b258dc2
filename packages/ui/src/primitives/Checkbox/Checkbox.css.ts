import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.primary.onSolid,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.solid,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.error },
  },
});

export const check = style({ width: '0.875rem', height: '0.875rem' });
