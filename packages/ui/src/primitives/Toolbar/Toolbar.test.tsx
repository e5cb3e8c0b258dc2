import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Toolbar, type ToolbarOrientation } from './Toolbar.tsx';

function Editor({
  orientation,
  isPauseDisabled = false,
}: {
  orientation?: ToolbarOrientation;
  isPauseDisabled?: boolean;
}) {
  return (
    <>
      <Button>Antes</Button>
      <Toolbar aria-label="Inserir na etapa" orientation={orientation}>
        <Button>Adicionar mídia</Button>
        <Button>Adicionar oferta</Button>
        <Button isDisabled={isPauseDisabled}>Pausar agente</Button>
      </Toolbar>
      <Button>Depois</Button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Toolbar', () => {
  it('is a named horizontal toolbar', () => {
    render(<Editor />);
    const toolbar = screen.getByRole('toolbar', { name: 'Inserir na etapa' });
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('is one Tab stop, entered at its first button', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.tab();
    await user.tab();
    expect(button('Adicionar mídia')).toHaveFocus();
    await user.tab();
    expect(button('Depois')).toHaveFocus();
  });

  it('moves the focus with ←/→ without wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    button('Adicionar mídia').focus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Adicionar mídia')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Adicionar oferta')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('Pausar agente')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Adicionar mídia')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Pausar agente')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Adicionar oferta')).toHaveFocus();
  });

  it('comes back by Tab to the button last focused', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    button('Adicionar mídia').focus();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(button('Depois')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Adicionar oferta')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Antes')).toHaveFocus();
  });

  it('skips a disabled button, and moves its Tab stop off one that becomes disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Editor />);
    button('Pausar agente').focus();
    rerender(<Editor isPauseDisabled />);
    button('Antes').focus();
    await user.tab();
    expect(button('Adicionar mídia')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Adicionar oferta')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Adicionar oferta')).toHaveFocus();
  });

  it('uses ↑/↓ when vertical', async () => {
    const user = userEvent.setup();
    render(<Editor orientation="vertical" />);
    expect(screen.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    button('Adicionar mídia').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('Adicionar mídia')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('Adicionar oferta')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Adicionar mídia')).toHaveFocus();
  });
});
