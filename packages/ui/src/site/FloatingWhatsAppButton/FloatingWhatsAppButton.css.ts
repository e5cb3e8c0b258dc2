import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { media } from '../../theme/media.ts';

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
  transitionProperty: 'transform, opacity, visibility',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    // On a phone the hero's calls to action fill the screen's width: the button waits until they are passed.
    [media.phone]: {
      selectors: {
        '&[data-over-content]': { opacity: 0, visibility: 'hidden', transform: 'translateY(1rem)' },
      },
    },
    [media.reducedMotion]: { transitionProperty: 'opacity, visibility' },
  },
});

export const glyph = style({ width: '1.75rem', height: '1.75rem' });
