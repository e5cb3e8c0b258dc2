import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

const gaps = Object.fromEntries(Object.entries(vars.space).map(([key, value]) => [key, { gap: value }])) as {
  [K in keyof typeof vars.space]: { gap: string };
};

export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    // A Stack drawn as a list is the design system's list: rows aligned with the text around it, no bullets.
    selectors: { '&:is(ul, ol)': { listStyle: 'none', margin: 0, padding: 0 } },
  },
  variants: {
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
    /** Stacks the children vertically under the desktop breakpoint. */
    collapseBelowDesktop: {
      true: { flexDirection: 'column', '@media': { [media.desktop]: { flexDirection: 'row' } } },
      false: {},
    },
  },
  defaultVariants: { gap: 'md', align: 'center', justify: 'start', wrap: true, collapseBelowDesktop: false },
});

export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: '1fr', minWidth: 0 },
  variants: {
    gap: gaps,
    /** Columns at and above the desktop breakpoint; one column below it. */
    columns: {
      1: {},
      2: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { gap: 'lg', columns: 1 },
});
