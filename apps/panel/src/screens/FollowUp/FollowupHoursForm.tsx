import type { FollowupHours } from '@agente/api';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';
import { AsyncSection, Button, FormActions, FormCard, Select, SelectItem, Text, TextField } from '@agente/ui';
import { FOLLOWUP_COPY } from './followUp.copy.ts';
import type { FollowupHoursErrors } from './followupHoursValues.ts';

const COPY = FOLLOWUP_COPY.hours;
const ZONES = contract.FollowupHours.fuso.enum.map((id) => ({ id, label: COPY.zones[id] }));
const HOUR_LENGTH = 5;

export interface FollowupHoursFormProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | undefined;
  onRetry: () => void;
  form: FollowupHours;
  errors: FollowupHoursErrors;
  onChange: (change: Partial<FollowupHours>) => void;
  isSaving: boolean;
  onSubmit: () => void;
}

/** The follow-ups' business hours: from, until and the time zone (docs/panel-screens.md#follow-up). */
export function FollowupHoursForm(props: FollowupHoursFormProps) {
  const { form, errors, isSaving } = props;
  return (
    <FormCard title={COPY.title} onSubmit={props.onSubmit}>
      <Text tone="muted">{COPY.intro}</Text>
      <AsyncSection
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={props.loadError}
        onRetry={props.onRetry}
      >
        <TextField
          label={COPY.inicio}
          value={form.inicio}
          onChange={(inicio) => props.onChange({ inicio })}
          placeholder={COPY.placeholder}
          maxLength={HOUR_LENGTH}
          inputMode="numeric"
          errorMessage={errors.inicio && COPY.errors[errors.inicio]}
          isDisabled={isSaving}
        />
        <TextField
          label={COPY.fim}
          value={form.fim}
          onChange={(fim) => props.onChange({ fim })}
          placeholder={COPY.placeholder}
          maxLength={HOUR_LENGTH}
          inputMode="numeric"
          errorMessage={errors.fim && COPY.errors[errors.fim]}
          isDisabled={isSaving}
        />
        <Select
          label={COPY.fuso}
          items={ZONES}
          selectedKey={form.fuso}
          onSelectionChange={(key) => props.onChange({ fuso: key as FollowupHours['fuso'] })}
          isDisabled={isSaving}
        >
          {(zone) => <SelectItem id={zone.id}>{zone.label}</SelectItem>}
        </Select>
        <FormActions>
          <Button type="submit" isPending={isSaving} pendingLabel={COPY.saving}>
            {COPY.submit}
          </Button>
        </FormActions>
      </AsyncSection>
    </FormCard>
  );
}
