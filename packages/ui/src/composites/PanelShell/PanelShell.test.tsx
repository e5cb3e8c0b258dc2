import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PanelShell } from './PanelShell.tsx';

function Shell() {
  const [isOpen, setOpen] = useState(false);
  return (
    <PanelShell
      isSidebarOpen={isOpen}
      onSidebarOpenChange={setOpen}
      toggleLabel="Menu"
      footer="Rodapé"
      sidebar={
        <nav aria-label="Menu principal">
          <a href="/panel/desativados">Desativados</a>
        </nav>
      }
    >
      <h1>Tela</h1>
    </PanelShell>
  );
}

describe('PanelShell', () => {
  it('opens the drawer from its toggle and closes it with Escape, focus back on the toggle', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Desativados' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with Escape pressed on the toggle that opened it', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leaves Escape alone while the drawer is closed', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    screen.getByRole('link', { name: 'Desativados' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Desativados' })).toHaveFocus();
  });
});
