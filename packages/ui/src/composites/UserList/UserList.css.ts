import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

/**
 * The table scrolls sideways inside its frame when the window is narrower than its columns; sized by its
 * container, never by the table, so the page itself never scrolls sideways.
 */
export const scroller = style({
  containerType: 'inline-size',
  minWidth: 0,
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    // The rows of the last reply wait for the next page, order or search (not faded: they stay legible).
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

/** The header's text and its arrow, the arrow's place kept so the header does not shift when sorted. */
export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const sortArrow = style({
  display: 'inline-flex',
  width: '1em',
  height: '1em',
  color: vars.color.text,
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

/** E-mails wrap after '@' or a dot; a part longer than the column still breaks rather than widen the table. */
export const wrapCell = style([cell, { overflowWrap: 'break-word', minWidth: '8rem' }]);

/** Numbers, dates and badges never break inside: a wrapped date reads as two values. */
export const nowrapCell = style([cell, { whiteSpace: 'nowrap' }]);

export const nameCell = style([cell, { minWidth: '7rem' }]);

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

/**
 * The cell keeps a free strip at its end: the focused cell is itself a keyboard target, and the buttons would
 * otherwise cover all of it (too small a target to point at).
 */
export const actionsCell = style([cell, { whiteSpace: 'nowrap', paddingInlineEnd: vars.space.xl }]);

/** The same buttons in the same places on every row; 'Copiar senha', which only some rows have, comes last. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});
