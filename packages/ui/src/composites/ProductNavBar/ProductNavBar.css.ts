import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** "Product › Screen": which product the screens below belong to. */
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const crumbCurrent = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/**
 * One row on every width: on a phone the screens scroll sideways inside the bar (the page itself never
 * does), snapping to a whole button.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  margin: 0,
  // Room for the focus ring, which the scroll box would clip.
  padding: vars.size.focusRingWidth,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
});

export const item = style({
  flexShrink: 0,
  scrollSnapAlign: 'start',
});

/**
 * The current screen's link: filled, so the user sees where they are. On the kanban it is also disabled, but
 * it keeps full strength: it marks the page, it is not an unavailable action.
 */
export const current = style({
  selectors: {
    '&&': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.onSoft,
      borderColor: vars.color.primary.border,
    },
    '&&[data-disabled]': { opacity: 1, cursor: 'default' },
  },
});
