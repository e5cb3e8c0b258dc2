import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VendasView } from './VendasView.tsx';

const BASE = 'https://app.exemplo.com.br/api/webhooks/vendas';

const meta = {
  title: 'Screens/Vendas',
  component: VendasView,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    onRetry: fn(),
    addresses: {
      hotmart: `${BASE}/hotmart/3f9a1c2b7d4e5f60a1b2c3d4/9e8d7c6b5a4938271605f4e3d2c1b0a9f8e7d6c5`,
      kiwify: `${BASE}/kiwify/3f9a1c2b7d4e5f60a1b2c3d4/9e8d7c6b5a4938271605f4e3d2c1b0a9f8e7d6c5`,
      generico: `${BASE}/generico/3f9a1c2b7d4e5f60a1b2c3d4/9e8d7c6b5a4938271605f4e3d2c1b0a9f8e7d6c5`,
    },
    copied: null,
    onCopied: fn(),
    onCopyError: fn(),
    isRegenerating: false,
    onRegenerate: fn(),
    form: {
      obrigado: { ativo: false, texto: '' },
      recuperacao: { ativo: false, texto: '', atraso_minutos: 30 },
    },
    onChange: fn(),
    isSaving: false,
    onSubmit: fn(),
    template: { nome: '', idioma: 'pt_BR', variaveis: '' },
    templateErrors: {},
    onTemplateChange: fn(),
  },
} satisfies Meta<typeof VendasView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh account: its three addresses, each platform's steps, both messages off. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Endereço para Hotmart' })).toHaveValue(
      args.addresses.hotmart,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar novo segredo' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar mensagens' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Both messages written and on; the Kiwify address just copied. */
export const MessagesOn: Story = {
  args: {
    copied: 'kiwify',
    form: {
      obrigado: { ativo: true, texto: 'Obrigada pela compra! Qualquer dúvida, é só chamar.' },
      recuperacao: {
        ativo: true,
        texto: 'Vi que o seu pix ainda está aberto. Posso ajudar?',
        atraso_minutos: 45,
      },
    },
  },
};

export const Loading: Story = { args: { status: 'loading' } };
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar a configuração de vendas' },
};
export const Saving: Story = { args: { isSaving: true } };

/** The recovery message mapped to an approved template for outside the official API's 24-hour window. */
export const RecoveryTemplate: Story = {
  args: {
    form: MessagesOn.args?.form ?? meta.args.form,
    template: { nome: 'pagamento_pendente', idioma: 'pt_BR', variaveis: '{nome}' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome do modelo' }), 's');
    await expect(args.onTemplateChange).toHaveBeenLastCalledWith({ nome: 'pagamento_pendentes' });
  },
};
export const RecoveryTemplateErrors: Story = {
  args: {
    template: { nome: 'Pagamento Pendente', idioma: 'pt-br', variaveis: '' },
    templateErrors: {
      nome: 'O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).',
      idioma: 'Idioma do modelo inválido (ex.: pt_BR).',
    },
  },
};
