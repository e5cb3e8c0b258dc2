import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

function TwoFields() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setErrors(data.get('idade') ? {} : { idade: 'Idade é obrigatória' });
      }}
    >
      <TextField name="nome" label="Nome" defaultValue="Ana" />
      <TextField name="idade" label="Idade" errorMessage={errors.idade} />
      <Button type="submit">Salvar</Button>
    </Form>
  );
}

function RequiredSelect() {
  const [error, setError] = useState<string>();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setError(new FormData(event.currentTarget).get('tom') ? undefined : 'Tom de voz é obrigatório');
      }}
    >
      <Select name="tom" label="Tom de voz" placeholder="Selecione" isRequired errorMessage={error}>
        <SelectItem id="Calmo">Calmo</SelectItem>
      </Select>
      <Button type="submit">Salvar</Button>
    </Form>
  );
}

describe('Form', () => {
  it('moves focus to an invalid native select, with the pt-BR error and no browser validation', async () => {
    const user = userEvent.setup();
    render(<RequiredSelect />);
    const select = screen.getByRole('combobox', { name: 'Tom de voz' });
    expect(select).not.toHaveAttribute('required');
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Tom de voz é obrigatório');
  });

  it('moves focus to the first invalid field after a failed submit', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('textbox', { name: 'Idade' })).toHaveFocus();
    expect(screen.getByText('Idade é obrigatória')).toBeVisible();
  });

  it('leaves focus alone after a submit without errors', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.type(screen.getByRole('textbox', { name: 'Idade' }), '30');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
  });
});
