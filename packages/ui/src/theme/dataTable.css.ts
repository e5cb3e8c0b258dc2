import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The look every native data table of the design system shares. The table scrolls sideways inside its frame
 * when the window is narrower than its columns; sized by its container, never by the table, so the page itself
 * never scrolls sideways.
 */
export const scroller = style({
  containerType: 'inline-size',
  minWidth: 0,
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

/** Tighter rows and columns, for tables of many records and columns (the administrator's accounts). */
export const denseHeaderCell = style([headerCell, { paddingInline: vars.space.sm }]);

export const denseCell = style([cell, { padding: `${vars.space.xs} ${vars.space.sm}` }]);
