import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const button = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.floating,
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.solid,
  color: vars.color.success.onSolid,
  boxShadow: vars.shadow.lg,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    '&:focus-visible': focusRing,
  },
});

export const glyph = style({ width: '1.75rem', height: '1.75rem' });
