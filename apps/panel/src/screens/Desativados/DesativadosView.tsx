import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  type DisabledNumberRow,
  DisabledNumbersTable,
  EmptyState,
  Form,
  FormActions,
  Heading,
  Pagination,
  SearchField,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@agente/ui';
import type { FormEvent } from 'react';
import { DISABLED_NAME_MAX_LENGTH } from '../shared/limits.ts';
import { DESATIVADOS_COPY as COPY } from './desativados.copy.ts';
import type { DisabledNumberFormErrors, DisabledNumberFormValues } from './disabledNumberForm.ts';

export interface DesativadosViewProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
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
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  successMessage: string | null;
  errorMessage: string | null;
}

export function DesativadosView(props: DesativadosViewProps) {
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
      <Card as="section" aria-labelledby="desativar-titulo">
        <Heading level={2} id="desativar-titulo">
          {COPY.formTitle}
        </Heading>
        <Form onSubmit={submit} aria-labelledby="desativar-titulo">
          <TextField
            label={COPY.name}
            value={props.form.name}
            onChange={props.onNameChange}
            maxLength={DISABLED_NAME_MAX_LENGTH}
            errorMessage={props.formErrors.name}
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
            errorMessage={props.formErrors.phone}
            isDisabled={props.isSaving}
          />
          <FormActions>
            <Button type="submit" isPending={props.isSaving} pendingLabel={COPY.saving}>
              {COPY.submit}
            </Button>
          </FormActions>
        </Form>
      </Card>
      <Stack as="section" gap="md" aria-label={COPY.table.caption}>
        <SearchField
          label={COPY.search}
          placeholder={COPY.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
        {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
        {props.status === 'error' && <Banner tone="error">{props.loadError}</Banner>}
        {props.status === 'ready' &&
          (props.total > 0 && props.rows.length === 0 ? (
            <EmptyState title={COPY.noMatch} />
          ) : (
            <DisabledNumbersTable
              rows={props.rows}
              labels={COPY.table}
              onRemove={props.onRemove}
              busyId={props.busyId}
            />
          ))}
        <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
      </Stack>
      <ConfirmDialog
        isOpen={props.confirming !== null}
        onOpenChange={(open) => {
          if (!open) props.onCancelRemove();
        }}
        title={COPY.confirmTitle}
        onConfirm={props.onConfirmRemove}
        confirmLabel={COPY.confirm}
        cancelLabel={COPY.cancel}
        isPending={props.isDeleting}
      >
        {props.confirming ? COPY.confirmText(props.confirming.name) : null}
      </ConfirmDialog>
    </Stack>
  );
}
