import type { ObjectionStatus } from '@agente/api';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Form,
  FormActions,
  Heading,
  InlineMessage,
  ObjectionList,
  type ObjectionListItem,
  SearchField,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@agente/ui';
import type { FormEvent, ReactNode } from 'react';
import {
  OBJECTION_ANSWER_MAX_LENGTH,
  OBJECTION_QUESTION_MAX_LENGTH,
  OBJECTIONS_MAX,
} from '../shared/limits.ts';
import { OBJECOES_COPY as COPY } from './objecoes.copy.ts';
import type { ObjectionFormErrors, ObjectionFormValues } from './objectionForm.ts';

const STATUS_OPTIONS = (['ativa', 'inativa'] as const).map((id) => ({ id, label: COPY.statusOptions[id] }));

export interface ObjecoesViewProps {
  nav: ReactNode;
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
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
  isDeleting: boolean;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  successMessage: string | null;
  errorMessage: string | null;
}

export function ObjecoesView(props: ObjecoesViewProps) {
  const { form, formErrors, isEditing, isSaving } = props;
  const isLimitReached = props.total >= OBJECTIONS_MAX;
  const isAddBlocked = !isEditing && isLimitReached;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAddBlocked) props.onSubmit();
  };
  return (
    <Stack gap="xl">
      {props.nav}
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {props.successMessage && <Banner tone="success">{props.successMessage}</Banner>}
      {props.errorMessage && <Banner tone="error">{props.errorMessage}</Banner>}
      <Card as="section" aria-labelledby="objecao-form-titulo">
        <Heading level={2} id="objecao-form-titulo">
          {isEditing ? COPY.formEdit : COPY.formNew}
        </Heading>
        <Form onSubmit={submit} aria-labelledby="objecao-form-titulo">
          <TextField
            label={COPY.pergunta}
            value={form.pergunta}
            onChange={(pergunta) => props.onFormChange({ pergunta })}
            maxLength={OBJECTION_QUESTION_MAX_LENGTH}
            errorMessage={formErrors.pergunta}
            isDisabled={isSaving}
          />
          {/* A textarea: Enter writes a new line and never submits the form. */}
          <TextArea
            label={COPY.resposta}
            value={form.resposta}
            onChange={(resposta) => props.onFormChange({ resposta })}
            maxLength={OBJECTION_ANSWER_MAX_LENGTH}
            errorMessage={formErrors.resposta}
            isDisabled={isSaving}
          />
          <Select
            label={COPY.status}
            items={STATUS_OPTIONS}
            selectedKey={form.status}
            onSelectionChange={(key) => props.onFormChange({ status: key as ObjectionStatus })}
            errorMessage={formErrors.status}
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
        </Form>
      </Card>
      <Stack as="section" gap="md" aria-labelledby="objecoes-lista-titulo">
        <Heading level={2} id="objecoes-lista-titulo">
          {COPY.list.list}
        </Heading>
        <Text tone="muted" size="sm">
          {COPY.count(props.total, OBJECTIONS_MAX)}
        </Text>
        <SearchField
          label={COPY.search}
          placeholder={COPY.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
        {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
        {props.status === 'error' && <Banner tone="error">{props.loadError}</Banner>}
        {props.status === 'ready' &&
          (props.total > 0 && props.items.length === 0 ? (
            <EmptyState title={COPY.noMatch} />
          ) : (
            <ObjectionList
              items={props.items}
              labels={COPY.list}
              onToggleStatus={props.onToggleStatus}
              onEdit={props.onEdit}
              onRemove={props.onRemove}
              busyId={props.busyId}
            />
          ))}
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
        {props.confirming ? COPY.confirmText(props.confirming.pergunta) : null}
      </ConfirmDialog>
    </Stack>
  );
}
