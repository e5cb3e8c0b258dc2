import { DISABLED_NAME_MAX_LENGTH } from '@agente/rules';
import { type DisabledNumberRow, DisabledNumbersTable, ListFrame, Pagination, TextField } from '@agente/ui';
import { searchPart } from '../listScreen/listFrameParts.tsx';
import type { BusyRowProps, ListViewProps, SearchableListProps } from '../listScreen/listViewProps.ts';
import { DESATIVADOS_COPY as COPY } from './desativados.copy.ts';
import type { DisabledNumberFormErrors, DisabledNumberFormValues } from './disabledNumberForm.ts';

export interface DesativadosViewProps
  extends ListViewProps<DisabledNumberRow, DisabledNumberFormValues, DisabledNumberFormErrors>,
    SearchableListProps,
    BusyRowProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function DesativadosView(props: DesativadosViewProps) {
  const fields = (
    <>
      <TextField
        label={COPY.name}
        value={props.form.name}
        onChange={(name) => props.onFormChange({ name })}
        maxLength={DISABLED_NAME_MAX_LENGTH}
        errorMessage={props.formErrors.name && COPY.errors[props.formErrors.name]}
        isDisabled={props.isSaving}
      />
      {/* The screen masks what is typed. */}
      <TextField
        label={COPY.phone}
        type="tel"
        inputMode="numeric"
        placeholder={COPY.phonePlaceholder}
        description={COPY.phoneHint}
        value={props.form.phone}
        onChange={(phone) => props.onFormChange({ phone })}
        errorMessage={props.formErrors.phone && COPY.errors[props.formErrors.phone]}
        isDisabled={props.isSaving}
      />
    </>
  );
  return (
    <ListFrame
      texts={COPY}
      state={props}
      form={{ title: COPY.formTitle, fields, submitLabel: COPY.submit }}
      list={{
        'aria-label': COPY.table.caption,
        ...searchPart(props, COPY),
        paging: (
          <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
        ),
        content: (
          <DisabledNumbersTable
            rows={props.items}
            labels={COPY.table}
            onRemove={props.onRemove}
            busyId={props.busyId}
          />
        ),
      }}
      removeQuestion={props.confirming ? COPY.confirmText(props.confirming.name) : null}
    />
  );
}
