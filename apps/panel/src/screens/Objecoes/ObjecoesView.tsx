import type { ObjectionStatus } from '@agente/api';
import {
  OBJECTION_ANSWER_MAX_LENGTH,
  OBJECTION_QUESTION_MAX_LENGTH,
  OBJECTIONS_MAX_PER_PRODUCT,
} from '@agente/rules';
import {
  AsyncSection,
  Banner,
  Button,
  FormActions,
  FormCard,
  Heading,
  InlineMessage,
  ObjectionList,
  type ObjectionListItem,
  PageHeader,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@agente/ui';
import type { ReactNode } from 'react';
import type { ListResultProps, ListViewProps } from '../listScreen/listViewProps.ts';
import { RemoveDialog } from '../listScreen/RemoveDialog.tsx';
import { OBJECOES_COPY as COPY } from './objecoes.copy.ts';
import type { ObjectionFormErrors, ObjectionFormValues } from './objectionForm.ts';

const STATUS_OPTIONS = (['ativa', 'inativa'] as const).map((id) => ({ id, label: COPY.statusOptions[id] }));

export interface ObjecoesViewProps extends ListViewProps, ListResultProps {
  nav: ReactNode;
  /** How many objections the product has (the limit counts all, not only the ones found). */
  total: number;
  /** The objections matching the search. */
  items: readonly ObjectionListItem[];
  search: string;
  onSearchChange: (search: string) => void;
  form: ObjectionFormValues;
  formErrors: ObjectionFormErrors;
  onFormChange: (change: Partial<ObjectionFormValues>) => void;
  isEditing: boolean;
  isSaving: boolean;
  onSubmit: () => void;
  onCancelEdit: () => void;
  onToggleStatus: (id: number) => void;
  onEdit: (id: number) => void;
  onRemove: (id: number) => void;
  busyId: number | null;
  confirming: ObjectionListItem | null;
}

export function ObjecoesView(props: ObjecoesViewProps) {
  const { form, formErrors, isEditing, isSaving } = props;
  const isLimitReached = props.total >= OBJECTIONS_MAX_PER_PRODUCT;
  const isAddBlocked = !isEditing && isLimitReached;
  const submit = () => {
    if (!isAddBlocked) props.onSubmit();
  };
  return (
    <Stack gap="xl">
      {props.nav}
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="danger">{props.errorMessage}</Banner>}
      <FormCard title={isEditing ? COPY.formEdit : COPY.formNew} onSubmit={submit}>
        <TextField
          label={COPY.pergunta}
          value={form.pergunta}
          onChange={(pergunta) => props.onFormChange({ pergunta })}
          maxLength={OBJECTION_QUESTION_MAX_LENGTH}
          errorMessage={formErrors.pergunta && COPY.errors[formErrors.pergunta]}
          isDisabled={isSaving}
        />
        {/* A textarea: Enter writes a new line and never submits the form. */}
        <TextArea
          label={COPY.resposta}
          value={form.resposta}
          onChange={(resposta) => props.onFormChange({ resposta })}
          maxLength={OBJECTION_ANSWER_MAX_LENGTH}
          errorMessage={formErrors.resposta && COPY.errors[formErrors.resposta]}
          isDisabled={isSaving}
        />
        <Select
          label={COPY.status}
          items={STATUS_OPTIONS}
          selectedKey={form.status}
          onSelectionChange={(key) => props.onFormChange({ status: key as ObjectionStatus })}
          errorMessage={formErrors.status && COPY.errors[formErrors.status]}
          isDisabled={isSaving}
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
        {isAddBlocked && <InlineMessage tone="warning">{COPY.limitReached}</InlineMessage>}
        <FormActions>
          {isEditing && (
            <Button variant="secondary" onPress={props.onCancelEdit} isDisabled={isSaving}>
              {COPY.cancelEdit}
            </Button>
          )}
          <Button type="submit" isDisabled={isAddBlocked} isPending={isSaving} pendingLabel={COPY.saving}>
            {isEditing ? COPY.submitEdit : COPY.submitNew}
          </Button>
        </FormActions>
      </FormCard>
      <AsyncSection
        aria-labelledby="objecoes-lista-titulo"
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={props.loadError}
        onRetry={props.onRetry}
        header={
          <>
            <Heading level={2} id="objecoes-lista-titulo">
              {COPY.list.list}
            </Heading>
            <Text tone="muted" size="sm">
              {COPY.count(props.total, OBJECTIONS_MAX_PER_PRODUCT)}
            </Text>
          </>
        }
        search={
          <SearchField
            label={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={props.search}
            onChange={props.onSearchChange}
          />
        }
        emptyMessage={props.total > 0 && props.items.length === 0 ? COPY.noMatch : null}
      >
        <ObjectionList
          items={props.items}
          labels={COPY.list}
          onToggleStatus={props.onToggleStatus}
          onEdit={props.onEdit}
          onRemove={props.onRemove}
          busyId={props.busyId}
        />
      </AsyncSection>
      <RemoveDialog list={props} isOpen={props.confirming !== null} copy={COPY}>
        {props.confirming ? COPY.confirmText(props.confirming.pergunta) : null}
      </RemoveDialog>
    </Stack>
  );
}
