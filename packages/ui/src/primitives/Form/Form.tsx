import { type FormEvent, type HTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './Form.css.ts';
import { focusFirstInvalid } from './focusFirstInvalid.ts';

export type FormProps = RACFormProps;

/**
 * A form whose fields stack with the theme gap. Server or screen validation errors arrive as
 * `validationErrors` ({ fieldName: 'Mensagem em pt-BR' }) or as each field's `errorMessage` and
 * show under the matching field. Validation defaults to "aria": the browser's own (English) bubbles
 * never appear; the pt-BR messages from props do. After a submit that leaves a field invalid, focus
 * moves to the first invalid field, scrolled into view: on a long form the errors may be far from
 * the submit button.
 */
export function Form({ className, validationBehavior = 'aria', onSubmit, ...props }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  // Runs after the render that shows the errors the submit produced.
  useLayoutEffect(() => {
    if (submits > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [submits]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    setSubmits((count) => count + 1);
  };

  return (
    <RACForm
      {...props}
      ref={formRef}
      onSubmit={submit}
      validationBehavior={validationBehavior}
      className={cx(styles.form, className)}
    />
  );
}

/** The row of buttons at the end of a form. */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(styles.actions, className)} />;
}
