import {
  type ChangeEvent,
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from 'react';
import type { Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/composeClassName.ts';
import { type FieldChromeProps, fieldStyles, resolveInvalid } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<FieldChromeProps, 'errorMessage'> {
  /** Shown (muted) while nothing is chosen; it cannot be chosen back once a value is. */
  placeholder?: string;
  /** The error under the field; a non-empty one also marks the field invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The chosen item's id (controlled); null or an unknown id shows the placeholder. */
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  /** Called with the chosen item's own id: a number id stays a number. */
  onSelectionChange?: (key: Key | null) => void;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  name?: string;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A labelled single choice drawn over a native `<select>`: keyboard, type-ahead and the phone's own
 * picker come from the platform, and no overlay code ships with the screens that use it. Options are
 * `SelectItem`s: `<Select label="Sexo"><SelectItem id="Masculino">Masculino</SelectItem>…</Select>`,
 * or `items` with a render function.
 */
export function Select<T extends object>({
  label,
  description,
  placeholder,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  items,
  children,
  name,
  id,
  'aria-label': ariaLabel,
  className,
}: SelectProps<T>) {
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const [uncontrolledKey, setUncontrolledKey] = useState<Key | null>(defaultSelectedKey ?? null);
  const currentKey = selectedKey !== undefined ? selectedKey : uncontrolledKey;

  const options = optionElements(items, children);
  // The native value is a string: this map gives callers back the id they passed (a number stays one).
  const keysByValue = new Map<string, Key>(
    options.map((option) => [String(option.props.id), option.props.id]),
  );
  const value = currentKey !== null && keysByValue.has(String(currentKey)) ? String(currentKey) : '';

  const invalid = resolveInvalid(isInvalid, errorMessage) ?? false;
  const showError = invalid && typeof errorMessage === 'string' && errorMessage !== '';
  const describedBy =
    [description && descriptionId, showError && errorId].filter(Boolean).join(' ') || undefined;

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const key = keysByValue.get(event.target.value);
    if (key === undefined) return;
    if (selectedKey === undefined) setUncontrolledKey(key);
    onSelectionChange?.(key);
  };

  return (
    <div className={cx(fieldStyles.field, className)}>
      {label && (
        <label htmlFor={selectId} className={fieldStyles.label}>
          {label}
        </label>
      )}
      <div className={styles.control}>
        {/* aria-required, not `required`: the browser's own (English) validation bubble must never show. */}
        <select
          id={selectId}
          name={name}
          value={value}
          onChange={change}
          disabled={isDisabled}
          aria-label={ariaLabel}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-placeholder={value === '' || undefined}
          className={styles.trigger}
        >
          {/* Disabled and hidden: shown while nothing is chosen, never offered in the list. */}
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
          {options}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={fieldStyles.fieldError}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

type OptionElement = ReactElement<SelectItemProps>;

/** The SelectItem elements, from `items` + render function or from static children (arrays and fragments flattened). */
function optionElements<T extends object>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactNode),
): OptionElement[] {
  if (typeof children === 'function') {
    return Array.from(items ?? [], (item) => children(item))
      .filter(isOption)
      .map((element) =>
        element.key === null ? cloneElement(element, { key: String(element.props.id) }) : element,
      );
  }
  const flat: OptionElement[] = [];
  const walk = (nodes: ReactNode) => {
    for (const node of Children.toArray(nodes)) {
      if (isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment) walk(node.props.children);
      else if (isOption(node)) flat.push(node);
    }
  };
  walk(children);
  return flat;
}

function isOption(node: ReactNode): node is OptionElement {
  return isValidElement<Partial<SelectItemProps>>(node) && node.props.id !== undefined;
}

export interface SelectItemProps {
  id: Key;
  /** The option's text. */
  children?: ReactNode;
  /** Text for an option whose children are not plain text. */
  textValue?: string;
  isDisabled?: boolean;
}

/** An option of a Select. */
export function SelectItem({ id, children, textValue, isDisabled }: SelectItemProps) {
  const text =
    typeof children === 'string' || typeof children === 'number' ? children : (textValue ?? children);
  return (
    <option value={String(id)} disabled={isDisabled}>
      {text}
    </option>
  );
}
