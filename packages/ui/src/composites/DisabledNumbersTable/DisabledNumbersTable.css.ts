import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import * as dataTable from '../../theme/dataTable.css.ts';
import { visuallyHidden } from '../../theme/focus.css.ts';

/**
 * The list's own width decides the layout: narrower than 40rem (640 px) four columns squeeze names and
 * dates mid-word and push the delete button out of sight, so each record becomes a stacked row.
 */
const STACKED = '(max-width: 39.99rem)';

export const scroller = dataTable.scroller;

export const table = style([dataTable.table, { '@container': { [STACKED]: { display: 'block' } } }]);

export const caption = style({
  padding: vars.space.md,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  '@container': { [STACKED]: { display: 'block' } },
});

/** Stacked rows name no columns on screen; screen readers still get the headers. */
export const head = style({ '@container': { [STACKED]: visuallyHidden } });

export const body = style({ '@container': { [STACKED]: { display: 'block' } } });

export const row = style({
  '@container': {
    [STACKED]: {
      display: 'grid',
      // Name, number and date one under the other; the action beside them, always in view.
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      alignItems: 'center',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
    },
  },
});

export const headerCell = dataTable.headerCell;

const cell = style([
  dataTable.cell,
  { '@container': { [STACKED]: { display: 'block', gridColumn: 1, padding: 0, border: 'none' } } },
]);

export const nameCell = style([
  cell,
  {
    overflowWrap: 'anywhere',
    '@container': { [STACKED]: { fontWeight: vars.font.weight.semibold } },
  },
]);

/** Numbers and dates never break inside: a wrapped date reads as two values. */
export const detailCell = style([
  cell,
  {
    whiteSpace: 'nowrap',
    '@container': { [STACKED]: { color: vars.color.textMuted } },
  },
]);

export const actionsCell = style([
  cell,
  {
    textAlign: 'end',
    whiteSpace: 'nowrap',
    '@container': { [STACKED]: { gridColumn: 2, gridRow: '1 / span 3' } },
  },
]);
