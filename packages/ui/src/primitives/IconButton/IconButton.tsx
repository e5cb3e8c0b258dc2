import { composeClassName } from '../../utils/composeClassName.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps
  extends Omit<ButtonProps, 'aria-label' | 'icon' | 'pendingLabel' | 'isFullWidth'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
}

/** A square button showing only an icon (its child). */
export function IconButton({ size = 'md', variant = 'ghost', className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      size={size}
      variant={variant}
      className={composeClassName(className, styles.square({ size }))}
    />
  );
}
