import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BaseConhecimentoView } from './BaseConhecimentoView.tsx';

const meta = {
  title: 'Screens/BaseConhecimento',
  component: BaseConhecimentoView,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    onRetry: fn(),
    onBack: fn(),
    faq: {
      items: [
        {
          id: 1,
          pergunta: 'Vocês têm loja física?',
          resposta: 'Não temos loja física: vendemos só pela internet.',
          isActive: true,
        },
        { id: 2, pergunta: 'Serve para homem?', resposta: 'Serve sim! O sérum é unissex.', isActive: false },
      ],
      max: 100,
      form: { pergunta: '', resposta: '' },
      isEditing: false,
      isSaving: false,
      onFormChange: fn(),
      onSubmit: fn(),
      onCancelEdit: fn(),
      onToggle: fn(),
      onEdit: fn(),
      onRemove: fn(),
      busyId: null,
    },
    documents: {
      items: [
        { id: 1, name: 'politica-da-loja.pdf', state: 'pronto', detail: '84 KB · 12 trechos' },
        { id: 2, name: 'perguntas.docx', state: 'processando', detail: '31 KB · lendo o texto…' },
        {
          id: 3,
          name: 'catalogo-escaneado.pdf',
          state: 'erro',
          detail:
            'O arquivo não tem texto para ler (um PDF escaneado, por exemplo). Envie uma versão com texto.',
        },
      ],
      max: 5,
      maxSize: '5 MB',
      isUploading: false,
      onSelectFile: fn(),
      onRefresh: fn(),
      onRemove: fn(),
      busyId: null,
    },
    about: {
      text: 'Horário de atendimento: de segunda a sexta, das 9h às 18h.',
      onChange: fn(),
      onSave: fn(),
      isSaving: false,
    },
    test: { question: '', onQuestionChange: fn(), onAsk: fn(), isAsking: false, result: null },
    unanswered: {
      items: [{ id: 1, question: 'Posso usar amamentando?', detail: '(11) 98888-7777 · 29/11/2026 14:03' }],
      onTeach: fn(),
      onDismiss: fn(),
      busyId: null,
    },
  },
} satisfies Meta<typeof BaseConhecimentoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part filled: entries on and off, a document in each state, the text and a question to teach. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Base de conhecimento' })).toBeVisible();
    await expect(canvas.getByText('2 de 100 perguntas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para Meu Agente' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar a base de conhecimento. Tente novamente.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: {
    faq: { ...meta.args.faq, items: [] },
    documents: { ...meta.args.documents, items: [] },
    about: { ...meta.args.about, text: '' },
    unanswered: { ...meta.args.unanswered, items: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma pergunta cadastrada.')).toBeVisible();
    await expect(canvas.getByText('Nenhum documento enviado.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma pergunta sem resposta.')).toBeVisible();
  },
};

/** "Testar uma pergunta" answered from a FAQ entry: its title, score, the exact reply and the reason. */
export const TestFound: Story = {
  args: {
    test: {
      ...meta.args.test,
      question: 'vcs tem loja fisica?',
      result: {
        encontrado: true,
        fonte: 'faq',
        id: 1,
        titulo: 'Vocês têm loja física?',
        trecho: 'Vocês têm loja física?',
        nota: 0.89,
        resposta: 'Não temos loja física: vendemos só pela internet.',
        explicacao: 'base de conhecimento → pergunta frequente "Vocês têm loja física?"',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Responderia com "Vocês têm loja física?" (nota 0,89)')).toBeVisible();
  },
};

/** A question the base cannot answer: the agent would check with the team and call the owner. */
export const TestNotFound: Story = {
  args: {
    test: {
      ...meta.args.test,
      question: 'tem refil?',
      result: {
        encontrado: false,
        fonte: null,
        id: null,
        titulo: null,
        trecho: null,
        nota: 0,
        resposta: 'Boa pergunta! Vou confirmar essa informação com a equipe e já te retorno. 🙏',
        explicacao:
          'a base de conhecimento não tem a resposta → pergunta sem resposta na base de conhecimento',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'A base não tem a resposta: o agente diria que vai confirmar com a equipe e chamaria você.',
      ),
    ).toBeVisible();
  },
};

export const Uploading: Story = { args: { documents: { ...meta.args.documents, isUploading: true } } };

export const EditingEntry: Story = {
  args: {
    faq: {
      ...meta.args.faq,
      isEditing: true,
      form: { pergunta: 'Serve para homem?', resposta: 'Serve sim! O sérum é unissex.' },
    },
  },
};
