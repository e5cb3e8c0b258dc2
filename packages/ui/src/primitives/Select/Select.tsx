import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Button as RACButton,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import { FieldChrome, type FieldChromeProps, fieldStyles, resolveInvalid } from '../Field/Field.tsx';
import { Popover, popoverStyles } from '../Popover/Popover.tsx';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldChromeProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled single-choice list (button + listbox popover). Options are `SelectItem`s:
 * `<Select label="Sexo"><SelectItem id="Masculino">Masculino</SelectItem>…</Select>`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <RACButton className={styles.trigger}>
          <SelectValue className={styles.value} />
          <ChevronDownIcon />
        </RACButton>
      </FieldChrome>
      <Popover>
        <ListBox items={items} className={popoverStyles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export type SelectItemProps = ListBoxItemProps;

/** An option of a Select; shows a check mark when selected. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={composeClassName(className, popoverStyles.item)}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.isSelected && <CheckIcon className={popoverStyles.checkmark} />}
        </>
      )}
    </ListBoxItem>
  );
}
