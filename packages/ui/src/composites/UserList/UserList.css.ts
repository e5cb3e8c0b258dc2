import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import * as dataTable from '../../theme/dataTable.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const scroller = dataTable.scroller;

export const table = style([
  dataTable.table,
  {
    selectors: {
      // The rows of the last reply wait for the next page, order or search (not faded: they stay legible).
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const column = dataTable.denseHeaderCell;

/** A sortable header's padding is its button's, so the whole header is the button's target. */
export const sortableColumn = style([dataTable.denseHeaderCell, { padding: 0 }]);

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

/** The arrow's place is kept, so the header does not shift when sorted. */
export const sortArrow = style({
  display: 'inline-flex',
  width: '1em',
  height: '1em',
  color: vars.color.text,
});

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

const cell = dataTable.denseCell;

/** E-mails wrap after '@' or a dot; a part longer than the column still breaks rather than widen the table. */
export const wrapCell = style([cell, { overflowWrap: 'break-word', minWidth: '8rem' }]);

/** Numbers, dates and badges never break inside: a wrapped date reads as two values. */
export const nowrapCell = style([cell, { whiteSpace: 'nowrap' }]);

export const plainCell = cell;

/** The row's header: its weight and alignment are the name's, not a column header's. */
export const nameCell = style([cell, { minWidth: '7rem', textAlign: 'start', fontWeight: 'inherit' }]);

export const name = style({
  display: 'block',
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const id = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const actionsCell = style([cell, { whiteSpace: 'nowrap' }]);

/** The same buttons in the same places on every row; 'Copiar senha', which only some rows have, comes last. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});
