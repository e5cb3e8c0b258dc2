import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const column = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 18rem',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0`,
});

/** Title and step excerpt stacked; min-width 0 lets a long excerpt wrap instead of pushing the badge out. */
export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const excerpt = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** The column scrolls on its own; a fixed height lets the virtualizer render only the visible cards. */
export const scroller = style({
  height: '65vh',
  minHeight: '20rem',
  overflowY: 'auto',
});

/** Height of every card of the column together, the ones not rendered included (measured or estimated). */
export const feedHeight = createVar();
/** Where a rendered card starts from the top of the feed. */
export const cardOffset = createVar();

/** The feed is as tall as all its cards, so the scrollbar is right; the rendered ones are placed inside it. */
export const feed = style({
  position: 'relative',
  height: feedHeight,
});

/** One rendered card, at its place in the feed, inset from the column's sides as from its ends. */
export const feedItem = style({
  position: 'absolute',
  top: 0,
  left: vars.space.md,
  right: vars.space.md,
  transform: `translateY(${cardOffset})`,
  // A card the keyboard moves to shows with the column's inset around it, as the first and last ones do.
  scrollMarginBlock: vars.space.md,
});

export const loadingMore = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
});
