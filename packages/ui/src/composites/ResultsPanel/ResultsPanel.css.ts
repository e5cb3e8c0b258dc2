import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A chart's drawing area: fixed height so nothing below moves while the chart library loads. */
export const chartArea = style({
  height: '16rem',
  width: '100%',
  minWidth: 0,
});

export const tableScroller = style({
  overflowX: 'auto',
  maxHeight: '20rem',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end' }]);

export const summary = style({
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primary.solid,
  marginBlockEnd: vars.space.sm,
});
