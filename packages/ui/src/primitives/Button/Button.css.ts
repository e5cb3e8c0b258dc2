import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { actionShape, actionSizes, actionVariant } from '../../theme/actionLook.ts';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/** react-aria's states: a disabled button shows no hover. */
const STATES = { hovered: '&[data-hovered]:not([data-disabled])', pressed: '&[data-pressed]' };

export const button = recipe({
  base: {
    ...actionShape,
    position: 'relative',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: actionVariant('primary', STATES),
      secondary: actionVariant('secondary', STATES),
      danger: actionVariant('danger', STATES),
      ghost: actionVariant('ghost', STATES),
    },
    size: actionSizes,
    isFullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false },
});

/** Label and pending content share one grid cell, so the button is as wide as the wider of both. */
export const content = style({
  display: 'inline-grid',
  alignItems: 'center',
  justifyItems: 'center',
});

export const layer = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    '&[data-hidden]': { opacity: 0 },
  },
});

/** Reserves the spinner's room in the hidden pending layer, so starting to wait never widens the button. */
export const spinnerSpace = style({ display: 'inline-block', width: '1em', height: '1em' });
