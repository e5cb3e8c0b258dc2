import type { KnowledgeTestResult } from '@agente/api';
import {
  KNOWLEDGE_ABOUT_MAX_LENGTH,
  KNOWLEDGE_FAQ_ANSWER_MAX_LENGTH,
  KNOWLEDGE_FAQ_QUESTION_MAX_LENGTH,
  KNOWLEDGE_QUESTION_MAX_LENGTH,
} from '@agente/rules';
import {
  Button,
  Card,
  FileDrop,
  FormActions,
  FormCard,
  Heading,
  Inline,
  type KnowledgeDocumentItem,
  KnowledgeDocumentList,
  ObjectionList,
  type ObjectionListItem,
  PageHeader,
  RetryBanner,
  SkeletonGroup,
  Stack,
  Text,
  TextArea,
  TextField,
  type UnansweredQuestionItem,
  UnansweredQuestionList,
} from '@agente/ui';
import { BASE_CONHECIMENTO_COPY as COPY } from './baseConhecimento.copy.ts';

/** The formats the picker offers; the server tells them apart by content. */
const ACCEPTED_FILE_TYPES = ['.pdf', '.docx', '.txt', '.md'] as const;

export interface FaqFormValues {
  pergunta: string;
  resposta: string;
}

export interface BaseConhecimentoViewProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  onRetry: () => void;
  onBack: () => void;
  faq: {
    items: readonly ObjectionListItem[];
    max: number;
    form: FaqFormValues;
    isEditing: boolean;
    isSaving: boolean;
    onFormChange: (change: Partial<FaqFormValues>) => void;
    onSubmit: () => void;
    onCancelEdit: () => void;
    onToggle: (id: number) => void;
    onEdit: (id: number) => void;
    onRemove: (id: number) => void;
    busyId: number | null;
  };
  documents: {
    items: readonly KnowledgeDocumentItem[];
    max: number;
    /** "5 MB" */
    maxSize: string;
    isUploading: boolean;
    onSelectFile: (file: File) => void;
    onRefresh: () => void;
    onRemove: (id: number) => void;
    busyId: number | null;
  };
  about: { text: string; onChange: (text: string) => void; onSave: () => void; isSaving: boolean };
  test: {
    question: string;
    onQuestionChange: (question: string) => void;
    onAsk: () => void;
    isAsking: boolean;
    result: KnowledgeTestResult | null;
  };
  unanswered: {
    items: readonly UnansweredQuestionItem[];
    onTeach: (id: number, answer: string) => void;
    onDismiss: (id: number) => void;
    busyId: number | null;
  };
}

/** /panel/base-de-conhecimento: FAQ, documents, "Sobre o negócio", a test question and the unanswered ones. */
export function BaseConhecimentoView(props: BaseConhecimentoViewProps) {
  return (
    <Stack gap="xl">
      <Inline>
        <Button variant="ghost" size="sm" onPress={props.onBack}>
          {COPY.back}
        </Button>
      </Inline>
      <PageHeader title={COPY.title} intro={COPY.intro} />
      {props.status === 'loading' && (
        <Card padding="lg">
          <SkeletonGroup lines={8} label={COPY.loading} />
        </Card>
      )}
      {props.status === 'error' && <RetryBanner onRetry={props.onRetry}>{props.loadError}</RetryBanner>}
      {props.status === 'ready' && (
        <>
          <TestQuestion {...props.test} />
          <Faq {...props.faq} />
          <Documents {...props.documents} />
          <About {...props.about} />
          <Card as="section" padding="lg" aria-labelledby="base-sem-resposta">
            <Stack gap="md">
              <Heading level={2} id="base-sem-resposta">
                {COPY.unanswered.title}
              </Heading>
              <UnansweredQuestionList
                items={props.unanswered.items}
                labels={COPY.unanswered.list}
                answerMaxLength={KNOWLEDGE_FAQ_ANSWER_MAX_LENGTH}
                onTeach={props.unanswered.onTeach}
                onDismiss={props.unanswered.onDismiss}
                busyId={props.unanswered.busyId}
              />
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}

function Faq(faq: BaseConhecimentoViewProps['faq']) {
  return (
    <Stack gap="md">
      <FormCard title={COPY.faq.title} onSubmit={faq.onSubmit}>
        <Text tone="muted" size="sm">
          {COPY.faq.count(faq.items.length, faq.max)}
        </Text>
        <TextField
          label={COPY.faq.pergunta}
          value={faq.form.pergunta}
          onChange={(pergunta) => faq.onFormChange({ pergunta })}
          maxLength={KNOWLEDGE_FAQ_QUESTION_MAX_LENGTH}
          isDisabled={faq.isSaving}
        />
        <TextArea
          label={COPY.faq.resposta}
          value={faq.form.resposta}
          onChange={(resposta) => faq.onFormChange({ resposta })}
          maxLength={KNOWLEDGE_FAQ_ANSWER_MAX_LENGTH}
          isDisabled={faq.isSaving}
        />
        <FormActions>
          {faq.isEditing && (
            <Button variant="secondary" onPress={faq.onCancelEdit} isDisabled={faq.isSaving}>
              {COPY.faq.cancelEdit}
            </Button>
          )}
          <Button type="submit" isPending={faq.isSaving} pendingLabel={COPY.faq.saving}>
            {faq.isEditing ? COPY.faq.save : COPY.faq.add}
          </Button>
        </FormActions>
      </FormCard>
      <ObjectionList
        items={faq.items}
        labels={COPY.faq.list}
        onToggleStatus={faq.onToggle}
        onEdit={faq.onEdit}
        onRemove={faq.onRemove}
        busyId={faq.busyId}
      />
    </Stack>
  );
}

function Documents(documents: BaseConhecimentoViewProps['documents']) {
  return (
    <Card as="section" padding="lg" aria-labelledby="base-documentos">
      <Stack gap="md">
        <Heading level={2} id="base-documentos">
          {COPY.documents.title}
        </Heading>
        <Text tone="muted" size="sm">
          {COPY.documents.hint(documents.items.length, documents.max, documents.maxSize)}
        </Text>
        <FileDrop
          labels={COPY.documents.upload}
          acceptedFileTypes={ACCEPTED_FILE_TYPES}
          onSelect={documents.onSelectFile}
          isDisabled={documents.isUploading || documents.items.length >= documents.max}
        />
        <Inline>
          <Button variant="secondary" size="sm" onPress={documents.onRefresh}>
            {COPY.documents.refresh}
          </Button>
        </Inline>
        <KnowledgeDocumentList
          items={documents.items}
          labels={COPY.documents.list}
          onRemove={documents.onRemove}
          busyId={documents.busyId}
        />
      </Stack>
    </Card>
  );
}

function About(about: BaseConhecimentoViewProps['about']) {
  return (
    <FormCard title={COPY.about.title} onSubmit={about.onSave}>
      <TextArea
        label={COPY.about.label}
        value={about.text}
        onChange={about.onChange}
        maxLength={KNOWLEDGE_ABOUT_MAX_LENGTH}
        isDisabled={about.isSaving}
      />
      <FormActions>
        <Button type="submit" isPending={about.isSaving} pendingLabel={COPY.about.saving}>
          {COPY.about.save}
        </Button>
      </FormActions>
    </FormCard>
  );
}

function TestQuestion(test: BaseConhecimentoViewProps['test']) {
  const { result } = test;
  return (
    <FormCard title={COPY.test.title} onSubmit={test.onAsk}>
      <TextField
        label={COPY.test.label}
        value={test.question}
        onChange={test.onQuestionChange}
        maxLength={KNOWLEDGE_QUESTION_MAX_LENGTH}
      />
      <FormActions>
        <Button
          type="submit"
          isPending={test.isAsking}
          pendingLabel={COPY.test.asking}
          isDisabled={test.question.trim() === ''}
        >
          {COPY.test.ask}
        </Button>
      </FormActions>
      {result && (
        <Stack gap="xs" role="status">
          <Text weight="semibold">
            {result.encontrado && result.titulo
              ? COPY.test.found(result.titulo, result.nota.toFixed(2).replace('.', ','))
              : COPY.test.notFound}
          </Text>
          <Text size="sm" tone="muted">
            {COPY.test.reply}: {result.resposta}
          </Text>
          <Text size="sm" tone="muted">
            {COPY.test.why}: {result.explicacao}
          </Text>
        </Stack>
      )}
    </FormCard>
  );
}
