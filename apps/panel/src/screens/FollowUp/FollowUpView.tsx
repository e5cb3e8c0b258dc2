import type { FollowupDelay } from '@agente/api';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  FollowupList,
  type FollowupListItem,
  Form,
  FormActions,
  Heading,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Switch,
  Text,
  TextArea,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { FOLLOWUP_DELAY_HOURS, FOLLOWUP_MESSAGE_MAX_LENGTH } from '../shared/limits.ts';
import { FOLLOWUP_COPY as COPY } from './followUp.copy.ts';
import type { FollowupFormErrors, FollowupFormValues } from './followupForm.ts';

const DELAY_OPTIONS = FOLLOWUP_DELAY_HOURS.map((hours) => ({ id: hours, label: COPY.delay(hours) }));

export interface FollowUpViewProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  items: readonly FollowupListItem[];
  form: FollowupFormValues;
  formErrors: FollowupFormErrors;
  onFormChange: (change: Partial<FollowupFormValues>) => void;
  editingId: number | null;
  isSaving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  onToggleStatus: (id: number) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  busyId: number | null;
  isConfirmingRemove: boolean;
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  successMessage: string | null;
  errorMessage: string | null;
}

export function FollowUpView(props: FollowUpViewProps) {
  const { form, isSaving } = props;
  const isEditing = props.editingId !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="error">{props.errorMessage}</Banner>}
      <Card as="section" aria-labelledby="followup-form-titulo">
        <Heading level={2} id="followup-form-titulo">
          {isEditing ? COPY.formEdit : COPY.formNew}
        </Heading>
        <Form onSubmit={submit} aria-labelledby="followup-form-titulo">
          <TextArea
            label={COPY.mensagem}
            value={form.mensagem}
            onChange={(mensagem) => props.onFormChange({ mensagem })}
            maxLength={FOLLOWUP_MESSAGE_MAX_LENGTH}
            errorMessage={props.formErrors.mensagem}
            isDisabled={isSaving}
          />
          <Select
            label={COPY.tempo}
            items={DELAY_OPTIONS}
            selectedKey={form.tempo}
            onSelectionChange={(key) => props.onFormChange({ tempo: Number(key) as FollowupDelay })}
            isDisabled={isSaving}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
          <Switch
            isSelected={form.status}
            onChange={(status) => props.onFormChange({ status })}
            isDisabled={isSaving}
          >
            {COPY.active}
          </Switch>
          <FormActions>
            <Button variant="secondary" onPress={props.onCancel} isDisabled={isSaving}>
              {COPY.cancel}
            </Button>
            <Button type="submit" isPending={isSaving} pendingLabel={COPY.saving}>
              {isEditing ? COPY.submitEdit : COPY.submitNew}
            </Button>
          </FormActions>
        </Form>
      </Card>
      {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
      {props.status === 'error' && <Banner tone="error">{props.loadError}</Banner>}
      {props.status === 'ready' && (
        <FollowupList
          items={props.items}
          labels={COPY.list}
          onToggleStatus={props.onToggleStatus}
          onEdit={props.onEdit}
          onRemove={props.onRemove}
          busyId={props.busyId}
          editingId={props.editingId}
        />
      )}
      <ConfirmDialog
        isOpen={props.isConfirmingRemove}
        onOpenChange={(open) => {
          if (!open) props.onCancelRemove();
        }}
        title={COPY.confirmTitle}
        onConfirm={props.onConfirmRemove}
        confirmLabel={COPY.confirm}
        cancelLabel={COPY.cancel}
        isPending={props.isDeleting}
      >
        {COPY.confirmText}
      </ConfirmDialog>
    </Stack>
  );
}
