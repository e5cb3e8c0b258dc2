import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NEW_AGENT_FORM } from './agentForm.ts';
import { MeuAgenteView } from './MeuAgenteView.tsx';

const filled = {
  nome: 'Ana',
  sexo: 'Feminino' as const,
  idade: 28,
  tom_de_voz: 'Amigável' as const,
  objetivo: 'Vendas e Suporte' as const,
  id_produto: 3,
  nunca_fazer: 'Nunca prometa prazos de entrega nem ofereça descontos sem autorização.',
  phone_treinamento: '(11) 98888-7777',
  mensagem_pausa: 'Um momento, já te retorno',
  mensagem_midia: 'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂',
  mensagem_optout: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
};

const products = {
  status: 'ready' as const,
  items: [
    { id: 3, name: 'Kit Capilar Premium' },
    { id: 4, name: 'Mentoria Renda Extra' },
  ],
};

const meta = {
  title: 'Screens/MeuAgente',
  component: MeuAgenteView,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    onRetryLoad: fn(),
    isNew: false,
    form: filled,
    formErrors: {},
    onChange: fn(),
    products,
    onRetryProducts: fn(),
    onGoToProducts: fn(),
    onTestAgent: fn(),
    onOpenKnowledge: fn(),
    onSubmit: fn(),
    isSaving: false,
  },
} satisfies Meta<typeof MeuAgenteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Telefone de treinamento/ })).toHaveValue(
      '(11) 98888-7777',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const NewAgent: Story = { args: { isNew: true, form: NEW_AGENT_FORM } };

export const Invalid: Story = {
  args: {
    isNew: true,
    form: { ...NEW_AGENT_FORM, idade: 16 },
    formErrors: {
      nome: 'Nome é obrigatório',
      sexo: 'Sexo é obrigatório',
      idade: 'Idade mínima é 18 anos',
      tom_de_voz: 'Tom de voz é obrigatório',
      objetivo: 'Objetivo é obrigatório',
    },
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar dados iniciais' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
  },
};

export const NoProduct: Story = {
  args: { isNew: true, form: NEW_AGENT_FORM, products: { status: 'ready', items: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Você precisa cadastrar um produto primeiro em "Meus Produtos"'),
    ).toBeVisible();
  },
};

export const ProductsLoading: Story = { args: { products: { status: 'loading' } } };

export const ProductsFailed: Story = {
  args: { products: { status: 'error', error: 'Erro ao carregar produtos. Tente novamente.' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryProducts).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = { args: { isSaving: true } };
