import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const toolbar = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      // A row wraps on a narrow screen rather than pushing the page sideways.
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
      vertical: { flexDirection: 'column', alignItems: 'flex-start' },
    },
  },
});
