import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The sideways scroll buttons, at the board's top right, shown only when columns do not all fit. */
export const scrollButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** Holds the board and the fades drawn over its edges. */
export const viewport = style({
  position: 'relative',
  minWidth: 0,
});

/**
 * Columns side by side; the board scrolls sideways when they do not fit. Positioned, so visually hidden texts
 * (absolutely positioned) inside it stay within its scroll area instead of widening the page.
 */
export const board = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  overflowX: 'auto',
  paddingBottom: vars.space.sm,
});

const FADE_WIDTH = '3rem';

/** An edge with columns beyond it fades into the page, so a cut column reads as "more this way". */
export const fade = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: FADE_WIDTH,
    pointerEvents: 'none',
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.fast,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    side: {
      back: {
        left: 0,
        backgroundImage: `linear-gradient(to right, ${vars.color.background}, transparent)`,
      },
      forward: {
        right: 0,
        backgroundImage: `linear-gradient(to left, ${vars.color.background}, transparent)`,
      },
    },
    isShown: { true: { opacity: 1 }, false: { opacity: 0 } },
  },
});
