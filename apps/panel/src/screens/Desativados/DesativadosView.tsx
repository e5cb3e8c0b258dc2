import { DISABLED_NAME_MAX_LENGTH } from '@agente/rules';
import {
  AsyncSection,
  Banner,
  Button,
  type DisabledNumberRow,
  DisabledNumbersTable,
  FormActions,
  FormCard,
  PageHeader,
  Pagination,
  SearchField,
  Stack,
  TextField,
} from '@agente/ui';
import type { ListResultProps, ListViewProps } from '../listScreen/listViewProps.ts';
import { RemoveDialog } from '../listScreen/RemoveDialog.tsx';
import { DESATIVADOS_COPY as COPY } from './desativados.copy.ts';
import type { DisabledNumberFormErrors, DisabledNumberFormValues } from './disabledNumberForm.ts';

export interface DesativadosViewProps extends ListViewProps, ListResultProps {
  /** Records on the current page. */
  rows: readonly DisabledNumberRow[];
  /** How many records exist before searching (to tell "none" from "none found"). */
  total: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  form: DisabledNumberFormValues;
  formErrors: DisabledNumberFormErrors;
  onNameChange: (name: string) => void;
  /** Receives the raw text; the screen masks it. */
  onPhoneChange: (phone: string) => void;
  isSaving: boolean;
  onSubmit: () => void;
  onRemove: (id: number) => void;
  busyId: number | null;
  confirming: DisabledNumberRow | null;
}

export function DesativadosView(props: DesativadosViewProps) {
  return (
    <Stack gap="xl">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="danger">{props.errorMessage}</Banner>}
      <FormCard title={COPY.formTitle} onSubmit={props.onSubmit}>
        <TextField
          label={COPY.name}
          value={props.form.name}
          onChange={props.onNameChange}
          maxLength={DISABLED_NAME_MAX_LENGTH}
          errorMessage={props.formErrors.name && COPY.errors[props.formErrors.name]}
          isDisabled={props.isSaving}
        />
        <TextField
          label={COPY.phone}
          type="tel"
          inputMode="numeric"
          placeholder={COPY.phonePlaceholder}
          description={COPY.phoneHint}
          value={props.form.phone}
          onChange={props.onPhoneChange}
          errorMessage={props.formErrors.phone && COPY.errors[props.formErrors.phone]}
          isDisabled={props.isSaving}
        />
        <FormActions>
          <Button type="submit" isPending={props.isSaving} pendingLabel={COPY.saving}>
            {COPY.submit}
          </Button>
        </FormActions>
      </FormCard>
      <AsyncSection
        aria-label={COPY.table.caption}
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={props.loadError}
        onRetry={props.onRetry}
        search={
          <SearchField
            label={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={props.search}
            onChange={props.onSearchChange}
          />
        }
        emptyMessage={props.total > 0 && props.rows.length === 0 ? COPY.noMatch : null}
        paging={
          <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
        }
      >
        <DisabledNumbersTable
          rows={props.rows}
          labels={COPY.table}
          onRemove={props.onRemove}
          busyId={props.busyId}
        />
      </AsyncSection>
      <RemoveDialog list={props} isOpen={props.confirming !== null} copy={COPY}>
        {props.confirming ? COPY.confirmText(props.confirming.name) : null}
      </RemoveDialog>
    </Stack>
  );
}
