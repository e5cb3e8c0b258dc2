import type { HTMLAttributes } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Form.css.ts';

export type FormProps = RACFormProps;

/**
 * A form whose fields stack with the theme gap. Server or screen validation errors arrive as
 * `validationErrors` ({ fieldName: 'Mensagem em pt-BR' }) and show under the matching field.
 * Validation defaults to "aria": the browser's own (English) bubbles never appear; the pt-BR
 * messages from props do.
 */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <RACForm {...props} validationBehavior={validationBehavior} className={cx(styles.form, className)} />
  );
}

/** The row of buttons at the end of a form. */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(styles.actions, className)} />;
}
