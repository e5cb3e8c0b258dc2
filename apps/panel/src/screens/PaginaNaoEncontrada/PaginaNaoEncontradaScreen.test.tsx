import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PanelArea from '../../app/PanelArea.tsx';
import { json } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';

function renderPanelAt(path: string) {
  return renderWithApp(<PanelArea />, {
    path,
    routes: {
      'GET /api/agents': () => json({ agent: null }),
      'GET /api/conexao/status': () => json({ status: 'pending' }),
    },
  });
}

describe('an unknown /panel address, logged in', { timeout: 15_000 }, () => {
  it("says 'Página não encontrada' inside the panel, with the menu, and leads back to the dashboard", async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath, leaveToLanding } = renderPanelAt('/panel/nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Meu Agente' })).toBeInTheDocument();
    expect(leaveToLanding).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Voltar ao início' }));
    await waitFor(() => expect(currentPath()).toBe('/panel'));
  });

  it('is not shown on a known panel address', async () => {
    renderPanelAt('/panel/treinamento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Treinamento' })).toBeInTheDocument();
    expect(screen.queryByText('Página não encontrada')).not.toBeInTheDocument();
  });
});
