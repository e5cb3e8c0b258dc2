import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.tsx';

function ControlledTextArea() {
  const [value, setValue] = useState('Oi');
  return <TextArea label="Resposta" maxLength={400} value={value} onChange={setValue} />;
}

describe('TextArea', () => {
  it('counts the characters typed as "n/max"', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Mensagem de pausa" maxLength={100} />);
    expect(screen.getByText('0/100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mensagem de pausa' }), 'Olá!');
    expect(screen.getByText('4/100')).toBeInTheDocument();
  });

  it('stops typing at the limit', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Título" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Título' });
    await user.type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('counts a controlled value and links the counter as a description', async () => {
    const user = userEvent.setup();
    render(<ControlledTextArea />);
    const box = screen.getByRole('textbox', { name: 'Resposta' });
    expect(box).toHaveAccessibleDescription('2/400');
    await user.type(box, ' tudo bem?');
    expect(box).toHaveAccessibleDescription('12/400');
  });

  it('marks a value over the limit invalid', () => {
    render(<TextArea label="Nunca fazer" maxLength={3} value="abcd" />);
    expect(screen.getByRole('textbox', { name: 'Nunca fazer' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error message from props', () => {
    render(<TextArea label="Resposta" errorMessage="Resposta é obrigatória" />);
    expect(screen.getByRole('textbox', { name: 'Resposta' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Resposta é obrigatória')).toBeInTheDocument();
  });
});
