import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TemplateFields } from './TemplateFields.tsx';

const meta = {
  title: 'Composites/TemplateFields',
  component: TemplateFields,
  parameters: { layout: 'padded' },
  args: {
    id: 'modelo',
    values: { nome: '', idioma: 'pt_BR', variaveis: '' },
    errors: {},
    labels: {
      title: 'Modelo aprovado (API oficial do WhatsApp)',
      intro:
        'Pela API oficial, 24 horas depois da última mensagem do lead só um modelo aprovado pela Meta pode sair. Sem modelo, a mensagem não é enviada nesse caso.',
      nome: 'Nome do modelo',
      nomeHint: 'Como está no Gerenciador do WhatsApp. Deixe em branco para não usar modelo.',
      idioma: 'Idioma do modelo',
      idiomaHint: 'O código do idioma aprovado, ex.: pt_BR.',
      variaveis: 'Variáveis do modelo',
      variaveisHint: 'Uma por linha, na ordem {{1}}, {{2}}… Use {nome} para o nome do lead.',
    },
    onChange: fn(),
    isDisabled: false,
  },
} satisfies Meta<typeof TemplateFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome do modelo' }), 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith({ nome: 'a' });
  },
};

export const Filled: Story = {
  args: { values: { nome: 'retomar_conversa', idioma: 'pt_BR', variaveis: '{nome}\no kit' } },
};

export const FieldErrors: Story = {
  args: {
    values: { nome: 'Retomar Conversa', idioma: 'português', variaveis: '' },
    errors: {
      nome: 'O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).',
      idioma: 'Idioma do modelo inválido (ex.: pt_BR).',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome do modelo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { ...Filled.args, isDisabled: true },
};
