import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/focus.css.ts';

/**
 * The list's own width decides the layout: narrower than 40rem (640 px) four columns squeeze names and
 * dates mid-word and push the delete button out of sight, so each record becomes a stacked row.
 */
const STACKED = '(max-width: 39.99rem)';

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
  '@container': { [STACKED]: { display: 'block' } },
});

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

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  '@container': { [STACKED]: { display: 'block', gridColumn: 1, padding: 0, border: 'none' } },
});

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
