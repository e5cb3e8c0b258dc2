import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WhatsappCloudForm } from './WhatsappCloudForm.tsx';

const meta = {
  title: 'Composites/WhatsappCloudForm',
  component: WhatsappCloudForm,
  parameters: { layout: 'padded' },
  args: {
    values: { phoneNumberId: '', businessAccountId: '', accessToken: '' },
    errors: {},
    formError: null,
    isSubmitting: false,
    labels: {
      phoneNumberId: 'ID do número de telefone',
      phoneNumberIdHint: 'Em WhatsApp → Configuração da API, abaixo do número.',
      businessAccountId: 'ID da conta do WhatsApp Business',
      businessAccountIdHint: 'Na mesma tela, abaixo do ID do número.',
      accessToken: 'Token de acesso',
      accessTokenHint:
        'Um token permanente de um usuário do sistema. Fica cifrado e nunca é mostrado de novo.',
      showToken: 'Mostrar token',
      hideToken: 'Ocultar token',
      submit: 'Conectar pela API oficial',
      submitting: 'Conferindo com a Meta...',
    },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof WhatsappCloudForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID do número de telefone' }), '12a3');
    // Letters never reach the id: only the digits are passed on.
    await expect(args.onChange).toHaveBeenLastCalledWith({ phoneNumberId: '3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar pela API oficial' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: {
    values: {
      phoneNumberId: '106540352242922',
      businessAccountId: '102290129340398',
      accessToken: 'EAAGm0PX4ZCpsBAKZCZBexemplo',
    },
  },
  play: async ({ canvas }) => {
    // The token is hidden like a password.
    await expect(canvas.getByLabelText('Token de acesso')).toHaveAttribute('type', 'password');
  },
};

export const FieldErrors: Story = {
  args: {
    values: { phoneNumberId: '123', businessAccountId: '', accessToken: 'abc' },
    errors: {
      phoneNumberId: 'O ID do número de telefone tem só números (ex.: 106540352242922).',
      businessAccountId: 'Informe o ID da conta do WhatsApp Business.',
      accessToken: 'Token de acesso inválido.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ID do número de telefone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Token de acesso inválido.')).toBeVisible();
  },
};

export const MetaRefused: Story = {
  args: {
    ...Filled.args,
    errors: {
      accessToken:
        'A Meta não aceitou esses dados: Invalid OAuth access token. Confira o ID do número de telefone e o token de acesso.',
    },
  },
};

export const Submitting: Story = {
  args: { ...Filled.args, isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ID do número de telefone' })).toBeDisabled();
  },
};

export const Unreachable: Story = {
  args: {
    ...Filled.args,
    formError: 'Não foi possível falar com a API oficial do WhatsApp agora. Tente novamente em instantes.',
  },
};
