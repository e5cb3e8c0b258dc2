import type { FormEvent } from 'react';
import { Banner } from '../../primitives/Banner/Banner.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Form, FormActions } from '../../primitives/Form/Form.tsx';
import { PasswordField } from '../../primitives/PasswordField/PasswordField.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

export interface WhatsappCloudFormValues {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
}

/** A field's problem in pt-BR, shown under that field. */
export type WhatsappCloudFormErrors = Partial<Record<keyof WhatsappCloudFormValues, string>>;

export interface WhatsappCloudFormLabels {
  phoneNumberId: string;
  phoneNumberIdHint: string;
  businessAccountId: string;
  businessAccountIdHint: string;
  accessToken: string;
  accessTokenHint: string;
  showToken: string;
  hideToken: string;
  submit: string;
  /** While the ids and the token are checked with Meta. */
  submitting: string;
}

export interface WhatsappCloudFormProps {
  values: WhatsappCloudFormValues;
  errors: WhatsappCloudFormErrors;
  /** A problem that belongs to no field (Meta unreachable, the server's own refusal). */
  formError: string | null;
  isSubmitting: boolean;
  labels: WhatsappCloudFormLabels;
  onChange: (change: Partial<WhatsappCloudFormValues>) => void;
  onSubmit: () => void;
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string;
}

/**
 * The official WhatsApp API's connection form: the phone number id, the WhatsApp Business account id and the
 * access token (hidden as a password, never filled back in from the server). Ids keep digits only as typed.
 */
export function WhatsappCloudForm(props: WhatsappCloudFormProps) {
  const { values, errors, labels, isSubmitting } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const digits = (text: string) => text.replace(/\D/g, '');
  return (
    <Form onSubmit={submit} aria-labelledby={props['aria-labelledby']}>
      <TextField
        label={labels.phoneNumberId}
        description={labels.phoneNumberIdHint}
        inputMode="numeric"
        autoComplete="off"
        value={values.phoneNumberId}
        onChange={(text) => props.onChange({ phoneNumberId: digits(text) })}
        errorMessage={errors.phoneNumberId}
        isDisabled={isSubmitting}
      />
      <TextField
        label={labels.businessAccountId}
        description={labels.businessAccountIdHint}
        inputMode="numeric"
        autoComplete="off"
        value={values.businessAccountId}
        onChange={(text) => props.onChange({ businessAccountId: digits(text) })}
        errorMessage={errors.businessAccountId}
        isDisabled={isSubmitting}
      />
      <PasswordField
        label={labels.accessToken}
        description={labels.accessTokenHint}
        autoComplete="off"
        showLabel={labels.showToken}
        hideLabel={labels.hideToken}
        value={values.accessToken}
        onChange={(text) => props.onChange({ accessToken: text })}
        errorMessage={errors.accessToken}
        isDisabled={isSubmitting}
      />
      {props.formError && <Banner tone="danger">{props.formError}</Banner>}
      <FormActions>
        <Button type="submit" isPending={isSubmitting} pendingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </FormActions>
    </Form>
  );
}
