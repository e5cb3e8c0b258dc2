import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

/**
 * Wide screens: the list and the open conversation side by side, both as tall as the screen allows, each
 * scrolling on its own. Narrower ones show one pane at a time, the one the address names.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(17rem, 22rem) minmax(0, 1fr)' },
  },
});

const hiddenWhenNarrow = {
  display: 'none',
  '@media': { [media.wide]: { display: 'flex' } },
} as const;

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  selectors: { [`${root}[data-pane="thread"] &`]: hiddenWhenNarrow },
});

export const listHeader = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 'none',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const listBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const threadPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  selectors: { [`${root}[data-pane="list"] &`]: hiddenWhenNarrow },
});
