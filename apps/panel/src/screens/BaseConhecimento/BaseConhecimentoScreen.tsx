import type { KnowledgeDocument, KnowledgeFaq, KnowledgeTestResult, UnansweredQuestion } from '@agente/api';
import { formatBytes, formatPhoneBr } from '@agente/rules';
import { formatDateTime, type KnowledgeDocumentItem, type ObjectionListItem } from '@agente/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useResource } from '../../hooks/useResource.ts';
import { PATHS } from '../../paths.ts';
import { BaseConhecimentoView, type FaqFormValues } from './BaseConhecimentoView.tsx';
import { BASE_CONHECIMENTO_COPY as COPY } from './baseConhecimento.copy.ts';
import { type KnowledgeDocumentList, useDocumentPolling } from './useDocumentPolling.ts';

const EMPTY_FAQ: FaqFormValues = { pergunta: '', resposta: '' };

const faqItem = (entry: KnowledgeFaq): ObjectionListItem => ({
  id: entry.id,
  pergunta: entry.pergunta,
  resposta: entry.resposta,
  isActive: entry.status === 'ativa',
});

const documentItem = (document: KnowledgeDocument): KnowledgeDocumentItem => ({
  id: document.id,
  name: document.nome,
  state: document.estado,
  detail:
    document.estado === 'erro'
      ? (document.motivo ?? '')
      : `${formatBytes(document.bytes, 'KB')} · ${
          document.estado === 'pronto' ? COPY.documents.passages(document.trechos) : COPY.documents.reading
        }`,
});

const unansweredItem = (question: UnansweredQuestion) => ({
  id: question.id,
  question: question.pergunta,
  detail: `${question.telefone ? formatPhoneBr(question.telefone) : COPY.unanswered.fromPlayground} · ${formatDateTime(question.criada_em)}`,
});

/** /panel/base-de-conhecimento — the account's knowledge base (docs/agent-runtime.md#knowledge-base). */
export default function BaseConhecimentoScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const toasts = useToasts();
  const action = useAction();
  const base = useResource(
    async () => {
      const [faq, documents, about, unanswered] = await Promise.all([
        api.knowledge.listFaq(),
        api.knowledge.documents(),
        api.knowledge.about(),
        api.knowledge.unanswered(),
      ]);
      return { faq, documents, about, unanswered };
    },
    COPY.errors.load,
    [api],
  );
  const { update } = base;
  const showDocuments = useCallback(
    (documents: KnowledgeDocumentList) => update((current) => ({ ...current, documents })),
    [update],
  );
  const [form, setForm] = useState<FaqFormValues>(EMPTY_FAQ);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [aboutDraft, setAboutDraft] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [result, setResult] = useState<KnowledgeTestResult | null>(null);

  const data = base.state.status === 'ready' ? base.state.data : undefined;
  const entries = data?.faq.perguntas ?? [];
  // A document still 'processando' is read again until it is 'pronto' or 'erro'.
  useDocumentPolling(api, data?.documents, showDocuments);
  const run = <T,>(key: string, call: () => Promise<T>, success?: string, after?: (result: T) => void) =>
    void action.run(key, call, {
      fallbackError: COPY.errors.save,
      onError: toasts.error,
      onSuccess: (value) => {
        if (success) toasts.success(success);
        after?.(value);
        base.reload();
      },
    });

  const submitFaq = () => {
    const body = { ...form, status: 'ativa' as const };
    const editing = entries.find((entry) => entry.id === editingId);
    run(
      'faq',
      () =>
        editing
          ? api.knowledge.updateFaq(editing.id, { ...body, status: editing.status })
          : api.knowledge.createFaq(body),
      editing ? COPY.success.faqUpdated : COPY.success.faqCreated,
      () => {
        setForm(EMPTY_FAQ);
        setEditingId(null);
      },
    );
  };
  const pending = (prefix: string) =>
    action.pendingKey?.startsWith(prefix) ? Number(action.pendingKey.slice(prefix.length)) : null;

  return (
    <BaseConhecimentoView
      status={base.state.status}
      loadError={base.state.status === 'error' ? base.state.error : null}
      onRetry={base.reload}
      onBack={() => navigate(PATHS.agent)}
      faq={{
        items: entries.map(faqItem),
        max: data?.faq.limite ?? 0,
        form,
        isEditing: editingId !== null,
        isSaving: action.pendingKey === 'faq',
        onFormChange: (change) => setForm((current) => ({ ...current, ...change })),
        onSubmit: submitFaq,
        onCancelEdit: () => {
          setEditingId(null);
          setForm(EMPTY_FAQ);
        },
        onToggle: (id) => {
          const entry = entries.find((candidate) => candidate.id === id);
          if (!entry) return;
          const status = entry.status === 'ativa' ? 'inativa' : 'ativa';
          run(`faq:${id}`, () => api.knowledge.updateFaq(id, { ...entry, status }));
        },
        onEdit: (id) => {
          const entry = entries.find((candidate) => candidate.id === id);
          if (!entry) return;
          setEditingId(id);
          setForm({ pergunta: entry.pergunta, resposta: entry.resposta });
        },
        onRemove: (id) => run(`faq:${id}`, () => api.knowledge.removeFaq(id)),
        busyId: pending('faq:'),
      }}
      documents={{
        items: (data?.documents.documentos ?? []).map(documentItem),
        max: data?.documents.limite ?? 0,
        maxSize: formatBytes(data?.documents.bytes_maximos ?? 0),
        isUploading: action.pendingKey === 'upload',
        onSelectFile: (file) =>
          run(
            'upload',
            () => api.knowledge.uploadDocument(file, file.name),
            undefined,
            (reply) => toasts.success(reply.message),
          ),
        onRefresh: base.reload,
        onRemove: (id) => run(`doc:${id}`, () => api.knowledge.removeDocument(id)),
        busyId: pending('doc:'),
      }}
      about={{
        text: aboutDraft ?? data?.about ?? '',
        onChange: setAboutDraft,
        onSave: () =>
          run(
            'about',
            () => api.knowledge.saveAbout(aboutDraft ?? data?.about ?? ''),
            COPY.success.aboutSaved,
            () => setAboutDraft(null),
          ),
        isSaving: action.pendingKey === 'about',
      }}
      test={{
        question,
        onQuestionChange: setQuestion,
        onAsk: () =>
          void action.run('test', () => api.knowledge.test(question), {
            fallbackError: COPY.errors.save,
            onError: toasts.error,
            onSuccess: setResult,
          }),
        isAsking: action.pendingKey === 'test',
        result,
      }}
      unanswered={{
        items: (data?.unanswered ?? []).map(unansweredItem),
        onTeach: (id, answer) => run(`ask:${id}`, () => api.knowledge.teach(id, answer), COPY.success.taught),
        onDismiss: (id) => run(`ask:${id}`, () => api.knowledge.dismiss(id)),
        busyId: pending('ask:'),
      }}
    />
  );
}
