import {
  Button as RACButton,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons/icons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import {
  FieldChrome,
  type FieldChromeProps,
  FieldGroup,
  fieldStyles,
  Input,
  resolveInvalid,
} from '../Field/Field.tsx';

export interface NumberFieldProps extends RACNumberFieldProps, FieldChromeProps {
  placeholder?: string;
  /** Shows − and + buttons (RAC labels them in pt-BR through UiProvider). */
  showSteppers?: boolean;
}

/**
 * A labelled number input, parsed and formatted in pt-BR (comma decimals). Not for money: it reads
 * "97.90" as 9790; amounts in reais use MoneyField.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = false,
  isInvalid,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={composeClassName(className, fieldStyles.field)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        {showSteppers ? (
          <FieldGroup>
            <Input placeholder={placeholder} className={fieldStyles.groupInput} />
            <RACButton slot="decrement" className={fieldStyles.groupButton}>
              <MinusIcon />
            </RACButton>
            <RACButton slot="increment" className={fieldStyles.groupButton}>
              <PlusIcon />
            </RACButton>
          </FieldGroup>
        ) : (
          <Input placeholder={placeholder} />
        )}
      </FieldChrome>
    </RACNumberField>
  );
}
