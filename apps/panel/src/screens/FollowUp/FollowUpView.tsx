import type { FollowupDelay } from '@agente/api';
import { FOLLOWUP_DELAY_HOURS, FOLLOWUP_MESSAGE_MAX_LENGTH } from '@agente/rules';
import {
  AsyncSection,
  Button,
  FollowupList,
  type FollowupListItem,
  FormActions,
  FormCard,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Switch,
  TextArea,
} from '@agente/ui';
import type { ListViewProps } from '../listScreen/listViewProps.ts';
import { RemoveDialog } from '../listScreen/RemoveDialog.tsx';
import { FOLLOWUP_COPY as COPY } from './followUp.copy.ts';
import type { FollowupFormErrors, FollowupFormValues } from './followupForm.ts';

const DELAY_OPTIONS = FOLLOWUP_DELAY_HOURS.map((hours) => ({ id: hours, label: COPY.delay(hours) }));

export interface FollowUpViewProps extends ListViewProps {
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
}

export function FollowUpView(props: FollowUpViewProps) {
  const { form, isSaving } = props;
  const isEditing = props.editingId !== null;
  return (
    <Stack gap="xl">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      <FormCard title={isEditing ? COPY.formEdit : COPY.formNew} onSubmit={props.onSubmit}>
        <TextArea
          label={COPY.mensagem}
          value={form.mensagem}
          onChange={(mensagem) => props.onFormChange({ mensagem })}
          maxLength={FOLLOWUP_MESSAGE_MAX_LENGTH}
          errorMessage={props.formErrors.mensagem && COPY.errors[props.formErrors.mensagem]}
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
          stateLabel={COPY.state(form.status)}
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
      </FormCard>
      <AsyncSection
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={props.loadError}
        onRetry={props.onRetry}
      >
        <FollowupList
          items={props.items}
          labels={COPY.list}
          onToggleStatus={props.onToggleStatus}
          onEdit={props.onEdit}
          onRemove={props.onRemove}
          busyId={props.busyId}
          editingId={props.editingId}
        />
      </AsyncSection>
      <RemoveDialog list={props} isOpen={props.isConfirmingRemove} copy={COPY}>
        {COPY.confirmText}
      </RemoveDialog>
    </Stack>
  );
}
