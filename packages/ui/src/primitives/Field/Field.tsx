import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Group as RACGroup,
  type GroupProps as RACGroupProps,
  Input as RACInput,
  type InputProps as RACInputProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils/composeClassName.ts';
import * as styles from './Field.css.ts';

/** A field's error: a fixed text, or one computed from the native validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Props shared by every labelled form field of the design system. */
export interface FieldChromeProps {
  /** Visible label. Without one, pass `aria-label`. */
  label?: string;
  /** Help text under the control. */
  description?: string;
  /**
   * The error to show. A non-empty string also marks the field invalid (so screens pass their
   * pt-BR message straight from state); a function only words errors found by validation.
   */
  errorMessage?: FieldErrorMessage;
}

/** `isInvalid` implied by a string `errorMessage` unless the caller decides explicitly. */
export function resolveInvalid(isInvalid: boolean | undefined, errorMessage: FieldErrorMessage | undefined) {
  if (isInvalid !== undefined) return isInvalid;
  return typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined;
}

export function Label({ className, ...props }: RACLabelProps) {
  return <RACLabel {...props} className={cx(styles.label, className)} />;
}

export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}

export function FieldError({ className, ...props }: RACFieldErrorProps) {
  return <RACFieldError {...props} className={composeClassName(className, styles.fieldError)} />;
}

export function Input({ className, ...props }: RACInputProps) {
  return <RACInput {...props} className={composeClassName(className, styles.input)} />;
}

export function FieldGroup({ className, ...props }: RACGroupProps) {
  return <RACGroup {...props} className={composeClassName(className, styles.group)} />;
}

/** Label, description and error in their usual places around a control. */
export function FieldChrome({
  label,
  description,
  errorMessage,
  children,
}: FieldChromeProps & { children: ReactNode }) {
  return (
    <>
      {label && <Label>{label}</Label>}
      {children}
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

export { styles as fieldStyles };
