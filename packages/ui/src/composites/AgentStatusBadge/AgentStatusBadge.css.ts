import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { softFill } from '../../theme/fills.ts';

export const statuses = styleVariants({
  active: softFill(vars.color.statusActive),
  paused: softFill(vars.color.statusPaused),
});
