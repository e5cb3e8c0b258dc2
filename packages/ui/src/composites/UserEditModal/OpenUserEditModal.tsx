import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Form, FormActions } from '../../primitives/Form/Form.tsx';
import { InlineMessage } from '../../primitives/InlineMessage/InlineMessage.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { MoneyField } from '../../primitives/MoneyField/MoneyField.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Grid } from '../../primitives/Stack/Stack.tsx';
import { TextArea } from '../../primitives/TextArea/TextArea.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

import { USER_EDIT_FIELDS, type UserEditField, type UserEditModalProps } from './UserEditModal.tsx';

/** The input type of each field: no validation beyond these (the server checks the account). */
const FIELD_INPUT: Record<
  UserEditField,
  'text' | 'tel' | 'email' | 'date' | 'number' | 'money' | 'multiline'
> = {
  name: 'text',
  user_phone: 'tel',
  email: 'email',
  // The password is typed and shown in plain text: it becomes a temporary password the customer replaces.
  senha: 'text',
  renovation_date: 'date',
  expiration_acess: 'date',
  conversas_plano: 'number',
  id_plan: 'text',
  // An amount in reais, typed as text and read with parseBrl (never guessed by a number input).
  valor_plan: 'money',
  nome_plan: 'text',
  observacoes: 'multiline',
};

/** UserEditModal's form, fetched when the modal first opens. */
export function OpenUserEditModal({
  isOpen,
  labels,
  values,
  onChange,
  onSubmit,
  onCancel,
  isSaving,
  errorMessage,
  descriptions = {},
  fieldErrors = {},
  planPicker,
  tidyMoney,
}: UserEditModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onSubmit();
  };
  return (
    <Modal
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
    >
      <Dialog title={labels.title} hideCloseButton>
        <Form onSubmit={submit}>
          {planPicker && (
            <Select
              label={planPicker.label}
              placeholder={planPicker.placeholder}
              items={planPicker.options}
              selectedKey={planPicker.selectedId}
              onSelectionChange={(key) => {
                if (key !== null) planPicker.onSelect(String(key));
              }}
              isDisabled={isSaving}
            >
              {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
            </Select>
          )}
          <Grid columns={2} gap="md">
            {USER_EDIT_FIELDS.map((field) => {
              const input = FIELD_INPUT[field];
              if (input === 'multiline') return null;
              const common = {
                name: field,
                label: labels.fields[field],
                description: descriptions[field],
                errorMessage: fieldErrors[field],
                value: values[field],
                onChange: (value: string) => onChange(field, value),
                isDisabled: isSaving,
              };
              return input === 'money' ? (
                <MoneyField key={field} {...common} tidy={tidyMoney} />
              ) : (
                <TextField key={field} {...common} type={input} />
              );
            })}
          </Grid>
          <TextArea
            name="observacoes"
            label={labels.fields.observacoes}
            description={descriptions.observacoes}
            value={values.observacoes}
            onChange={(value) => onChange('observacoes', value)}
            isDisabled={isSaving}
            rows={3}
          />
          {errorMessage && <InlineMessage tone="danger">{errorMessage}</InlineMessage>}
          <FormActions>
            <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
              {labels.cancel}
            </Button>
            <Button type="submit" isDisabled={isSaving} isPending={isSaving} pendingLabel={labels.saving}>
              {labels.save}
            </Button>
          </FormActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
