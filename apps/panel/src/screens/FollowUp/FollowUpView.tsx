import type { FollowupDelay } from '@agente/api';
import { FOLLOWUP_DELAY_HOURS, FOLLOWUP_MESSAGE_MAX_LENGTH } from '@agente/rules';
import {
  FollowupList,
  type FollowupListItem,
  ListFrame,
  Select,
  SelectItem,
  Switch,
  TemplateFields,
  TextArea,
} from '@agente/ui';
import { APPROVED_TEMPLATE_COPY } from '../approvedTemplate/approvedTemplate.copy.ts';
import { rowControls } from '../listScreen/listFrameParts.tsx';
import type {
  BusyRowProps,
  EditableListProps,
  ListViewProps,
  SwitchableListProps,
} from '../listScreen/listViewProps.ts';
import { FOLLOWUP_COPY as COPY } from './followUp.copy.ts';
import type { FollowupFormErrors, FollowupFormValues } from './followupForm.ts';

const DELAY_OPTIONS = FOLLOWUP_DELAY_HOURS.map((hours) => ({ id: hours, label: COPY.delay(hours) }));

export interface FollowUpViewProps
  extends ListViewProps<FollowupListItem, FollowupFormValues, FollowupFormErrors>,
    EditableListProps,
    SwitchableListProps,
    BusyRowProps {}

export function FollowUpView(props: FollowUpViewProps) {
  const { form, isSaving } = props;
  const isEditing = props.editingId !== null;
  const fields = (
    <>
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
      <TemplateFields
        id="followup-modelo"
        values={form.modelo}
        errors={props.formErrors.modelo ?? {}}
        labels={APPROVED_TEMPLATE_COPY.fields}
        onChange={(change) => props.onFormChange({ modelo: { ...form.modelo, ...change } })}
        isDisabled={isSaving}
      />
    </>
  );
  return (
    <ListFrame
      texts={COPY}
      state={props}
      form={{
        title: isEditing ? COPY.formEdit : COPY.formNew,
        fields,
        submitLabel: isEditing ? COPY.submitEdit : COPY.submitNew,
        // Cancelar also empties a new message's form.
        cancel: { label: COPY.cancel, onPress: props.onCancelEdit },
      }}
      list={{
        content: (
          <FollowupList
            items={props.items}
            labels={COPY.list}
            {...rowControls(props)}
            editingId={props.editingId}
          />
        ),
      }}
      removeQuestion={props.confirming ? COPY.confirmText : null}
    />
  );
}
