import {
  Button as RACButton,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../../icons/icons.tsx';
import { composeClassName } from '../../utils/composeClassName.ts';
import {
  FieldChrome,
  type FieldChromeProps,
  FieldGroup,
  fieldStyles,
  Input,
  resolveInvalid,
} from '../Field/Field.tsx';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps extends RACSearchFieldProps, FieldChromeProps {
  /** e.g. "Pesquisar por nome ou email...". */
  placeholder?: string;
}

/** A search input with a clear button; Escape clears it too. Filtering is the caller's. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={composeClassName(className, fieldStyles.field)}
    >
      {({ isEmpty }) => (
        <FieldChrome label={label} description={description} errorMessage={errorMessage}>
          <FieldGroup>
            <SearchIcon className={styles.icon} />
            <Input placeholder={placeholder} className={fieldStyles.groupInput} />
            {!isEmpty && (
              <RACButton className={fieldStyles.groupButton}>
                <CloseIcon />
              </RACButton>
            )}
          </FieldGroup>
        </FieldChrome>
      )}
    </RACSearchField>
  );
}
