import type { ObjectionStatus } from '@agente/api';
import {
  OBJECTION_ANSWER_MAX_LENGTH,
  OBJECTION_QUESTION_MAX_LENGTH,
  OBJECTIONS_MAX_PER_PRODUCT,
} from '@agente/rules';
import {
  Heading,
  InlineMessage,
  ListFrame,
  ObjectionList,
  type ObjectionListItem,
  Select,
  SelectItem,
  Text,
  TextArea,
  TextField,
} from '@agente/ui';
import type { ReactNode } from 'react';
import { editForm, rowControls, searchPart } from '../listScreen/listFrameParts.tsx';
import type {
  BusyRowProps,
  EditableListProps,
  ListViewProps,
  SearchableListProps,
  SwitchableListProps,
} from '../listScreen/listViewProps.ts';
import { OBJECOES_COPY as COPY } from './objecoes.copy.ts';
import type { ObjectionFormErrors, ObjectionFormValues } from './objectionForm.ts';

const STATUS_OPTIONS = (['ativa', 'inativa'] as const).map((id) => ({ id, label: COPY.statusOptions[id] }));

export interface ObjecoesViewProps
  extends ListViewProps<ObjectionListItem, ObjectionFormValues, ObjectionFormErrors>,
    EditableListProps,
    SwitchableListProps,
    SearchableListProps,
    BusyRowProps {
  nav: ReactNode;
}

export function ObjecoesView(props: ObjecoesViewProps) {
  const { form, formErrors, isSaving } = props;
  const isEditing = props.editingId !== null;
  const isAddBlocked = !isEditing && props.total >= OBJECTIONS_MAX_PER_PRODUCT;
  const fields = (
    <>
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
    </>
  );
  return (
    <ListFrame
      texts={COPY}
      state={props}
      nav={props.nav}
      form={{ ...editForm(props, COPY), fields, isSubmitDisabled: isAddBlocked }}
      list={{
        'aria-labelledby': 'objecoes-lista-titulo',
        header: (
          <>
            <Heading level={2} id="objecoes-lista-titulo">
              {COPY.list.list}
            </Heading>
            <Text tone="muted" size="sm">
              {COPY.count(props.total, OBJECTIONS_MAX_PER_PRODUCT)}
            </Text>
          </>
        ),
        ...searchPart(props, COPY),
        content: <ObjectionList items={props.items} labels={COPY.list} {...rowControls(props)} />,
      }}
      removeQuestion={props.confirming ? COPY.confirmText(props.confirming.pergunta) : null}
    />
  );
}
