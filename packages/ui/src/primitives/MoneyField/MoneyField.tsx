import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { composeClassName } from '../../utils/composeClassName.ts';
import {
  FieldChrome,
  type FieldChromeProps,
  FieldGroup,
  fieldStyles,
  Input,
  resolveInvalid,
} from '../Field/Field.tsx';

export interface MoneyFieldProps extends Omit<RACTextFieldProps, 'type' | 'inputMode'>, FieldChromeProps {
  /** The text as typed; the app reads it with the product's money parser. */
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** The currency shown inside the field before the amount ("R$"); read with the label, so hidden from assistive tech. */
  prefix?: string;
  /** The text shown once the user leaves the field ("97.9" → "97,90"): the app passes the product's money rule. */
  tidy: (typed: string) => string;
}

/**
 * A labelled amount in reais, kept as the text the user typed so that nothing is guessed while typing
 * (a number input in pt-BR reads "97.90" as 9790). On leaving the field an amount that reads
 * unambiguously is rewritten in pt-BR ("97.9" → "97,90") so the user sees how it was understood;
 * anything else stays as typed for the form's validation to explain.
 */
export function MoneyField({
  label,
  description,
  errorMessage,
  placeholder,
  prefix,
  isInvalid,
  className,
  value,
  onChange,
  onBlur,
  tidy,
  ...props
}: MoneyFieldProps) {
  return (
    <RACTextField
      {...props}
      value={value}
      onChange={onChange}
      onBlur={(event) => {
        const shown = tidy(value);
        if (shown !== value) onChange(shown);
        onBlur?.(event);
      }}
      inputMode="decimal"
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        {prefix ? (
          <FieldGroup isInvalid={resolveInvalid(isInvalid, errorMessage)} isDisabled={props.isDisabled}>
            <span aria-hidden="true" className={fieldStyles.adornment}>
              {prefix}
            </span>
            <Input placeholder={placeholder} className={fieldStyles.groupInput} />
          </FieldGroup>
        ) : (
          <Input placeholder={placeholder} />
        )}
      </FieldChrome>
    </RACTextField>
  );
}
