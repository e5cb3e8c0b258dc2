import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fit = (width: string) => ({
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${width}), 1fr))`,
});

export const columns = recipe({
  base: { display: 'grid', gap: vars.space.xl, minWidth: 0 },
  variants: {
    minColumnWidth: { sm: fit('16rem'), md: fit('20rem'), lg: fit('24rem') },
    align: { start: { alignItems: 'start' }, stretch: { alignItems: 'stretch' } },
  },
  defaultVariants: { minColumnWidth: 'md', align: 'start' },
});
