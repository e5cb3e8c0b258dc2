import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { KnowledgeDocumentList } from './KnowledgeDocumentList.tsx';

const meta = {
  title: 'Composites/KnowledgeDocumentList',
  component: KnowledgeDocumentList,
  args: {
    labels: {
      list: 'Documentos enviados',
      empty: 'Nenhum documento enviado.',
      states: { processando: 'Processando', pronto: 'Pronto', erro: 'Erro' },
      remove: 'Excluir',
    },
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
    onRemove: fn(),
  },
} satisfies Meta<typeof KnowledgeDocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ready document, one still being read and one that failed, with its reason. */
export const EveryState: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Pronto')).toBeVisible();
    await expect(canvas.getByText('Processando')).toBeVisible();
    await expect(canvas.getByText('Erro')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir: catalogo-escaneado.pdf' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(3);
  },
};

/** While a document is deleted, its button waits. */
export const Removing: Story = {
  args: { busyId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Excluir: politica-da-loja.pdf' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { items: [] } };
