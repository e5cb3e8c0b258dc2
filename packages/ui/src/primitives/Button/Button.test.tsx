import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('ignores presses while pending but keeps its name', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Salvar/ });
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows the pending label instead of the label while pending', () => {
    render(
      <Button isPending pendingLabel="Enviando...">
        Enviar
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Enviando...');
  });
});
