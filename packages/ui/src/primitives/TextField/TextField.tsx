import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import { FieldChrome, type FieldChromeProps, fieldStyles, Input, resolveInvalid } from '../Field/Field.tsx';

export interface TextFieldProps extends RACTextFieldProps, FieldChromeProps {
  placeholder?: string;
}

/** A labelled single-line text input with description and error. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Input placeholder={placeholder} />
      </FieldChrome>
    </RACTextField>
  );
}
