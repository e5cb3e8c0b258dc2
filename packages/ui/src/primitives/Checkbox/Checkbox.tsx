import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/icons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = RACCheckboxProps;

/** A checkbox; its children are the visible label. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName(className, styles.root)}>
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon className={styles.check} />
            ) : (
              isSelected && <CheckIcon className={styles.check} />
            )}
          </span>
          {label}
        </>
      ))}
    </RACCheckbox>
  );
}
