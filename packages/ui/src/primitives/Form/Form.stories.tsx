import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, FormActions } from './Form.tsx';

/** Story-only validation standing in for a screen's: errors are pt-BR texts passed down as props. */
function validateLogin(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!email) errors.email = 'Email é obrigatório';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Email inválido';
  if (!password) errors.senha = 'Senha é obrigatória';
  else if (password.length < 6) errors.senha = 'A senha deve ter pelo menos 6 caracteres';
  return errors;
}

const onValidSubmit = fn();

function LoginForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const senha = String(data.get('senha') ?? '');
    const found = validateLogin(email, senha);
    setErrors(found);
    if (Object.keys(found).length === 0) onValidSubmit({ email, senha });
  };
  return (
    <Form validationErrors={errors} onSubmit={submit}>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField name="senha" label="Senha" />
      <FormActions>
        <Button type="submit">Entrar</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: LoginForm,
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows each field's own message under it; fixing them submits. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByText('Email é obrigatório')).toBeVisible();
    await expect(canvas.getByText('Senha é obrigatória')).toBeVisible();
    await expect(onValidSubmit).not.toHaveBeenCalled();
    // The first invalid field takes focus so a long form shows what to fix.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@');
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    // Found with a wait: the messages render once the submit's validation has run.
    await expect(await canvas.findByText('Email inválido')).toBeVisible();
    await expect(await canvas.findByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'loja.com');
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), '456{Enter}');
    await expect(onValidSubmit).toHaveBeenCalledWith({ email: 'ana@loja.com', senha: '123456' });
    await expect(canvas.queryByText('Email inválido')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {};
