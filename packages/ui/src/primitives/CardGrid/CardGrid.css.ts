import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Widths of the grid's own box at which a column is added. */
const TWO_COLUMNS = '(min-width: 36rem)';
const THREE_COLUMNS = '(min-width: 58rem)';

export const container = style({ containerType: 'inline-size', minWidth: 0 });

const twoColumns = { '@container': { [TWO_COLUMNS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } };

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // Not dimmed: faded text would fall below AA contrast while it is still there to read.
    selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  },
  variants: {
    maxColumns: {
      2: twoColumns,
      3: {
        '@container': {
          ...twoColumns['@container'],
          [THREE_COLUMNS]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { maxColumns: 3 },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** Cards in one row share the height of the tallest. */
globalStyle(`${item} > *`, { flex: 1 });
