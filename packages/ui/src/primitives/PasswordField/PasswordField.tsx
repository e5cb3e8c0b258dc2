import { useState } from 'react';
import {
  Button as RACButton,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { COPY } from '../../copy.ts';
import { EyeIcon, EyeOffIcon } from '../../icons/baseIcons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import {
  FieldChrome,
  type FieldChromeProps,
  FieldGroup,
  fieldStyles,
  Input,
  resolveInvalid,
} from '../Field/Field.tsx';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'type'>, FieldChromeProps {
  placeholder?: string;
  /** Label of the toggle while the password is hidden; defaults to "Mostrar senha". */
  showLabel?: string;
  /** Label of the toggle while the password is shown; defaults to "Ocultar senha". */
  hideLabel?: string;
}

/** A password input with a show/hide toggle button. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel = COPY.passwordField.show,
  hideLabel = COPY.passwordField.hide,
  isInvalid,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <FieldGroup isInvalid={resolveInvalid(isInvalid, errorMessage)} isDisabled={props.isDisabled}>
          <Input placeholder={placeholder} className={fieldStyles.groupInput} />
          <RACButton
            aria-label={isVisible ? hideLabel : showLabel}
            onPress={() => setVisible((visible) => !visible)}
            isDisabled={props.isDisabled}
            className={fieldStyles.groupButton}
          >
            {isVisible ? <EyeOffIcon /> : <EyeIcon />}
          </RACButton>
        </FieldGroup>
      </FieldChrome>
    </RACTextField>
  );
}
