import { useId, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import { FieldChrome, type FieldChromeProps, fieldStyles, resolveInvalid } from '../Field/Field.tsx';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends RACTextFieldProps, FieldChromeProps {
  placeholder?: string;
  rows?: number;
  /** Shows the "n/max" counter under the box (on by default when `maxLength` is set). */
  showCounter?: boolean;
}

/**
 * A labelled multi-line input. With `maxLength` it shows a "n/max" counter and the browser stops
 * typing at the limit; a longer value set from outside turns the counter red.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  showCounter = maxLength !== undefined,
  isInvalid,
  className,
  value,
  defaultValue,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const counterId = useId();
  // Uncontrolled use still needs the current text for the counter.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const currentValue = value ?? uncontrolledValue;
  const handleChange = (next: string) => {
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };
  const hasCounter = showCounter && maxLength !== undefined;
  const isOverLimit = hasCounter && currentValue.length > maxLength;

  return (
    <RACTextField
      {...props}
      value={currentValue}
      onChange={handleChange}
      maxLength={maxLength}
      isInvalid={resolveInvalid(isInvalid, errorMessage) ?? (isOverLimit || undefined)}
      aria-describedby={
        [ariaDescribedBy, hasCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined
      }
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <RACTextArea rows={rows} placeholder={placeholder} className={fieldStyles.textArea} />
        {hasCounter && (
          <span id={counterId} className={styles.counter} data-over-limit={isOverLimit || undefined}>
            {currentValue.length}/{maxLength}
          </span>
        )}
      </FieldChrome>
    </RACTextField>
  );
}
