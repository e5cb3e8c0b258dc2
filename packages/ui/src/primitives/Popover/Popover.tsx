import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Popover.css.ts';

export type PopoverProps = RACPopoverProps;

/** The floating surface under Select and Menu triggers. */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={composeClassName(className, styles.popover)} />;
}

export { styles as popoverStyles };
