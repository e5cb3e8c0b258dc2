import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { deferred, fail, type Handler, json } from '../../testing/fakeApi.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import RedefinirSenhaScreen from './RedefinirSenhaScreen.tsx';

function renderReset(path = '/redefinir-senha?token=abc123', routes: Record<string, Handler> = {}) {
  return renderWithApp(
    <Switch>
      <Route path="/redefinir-senha" component={RedefinirSenhaScreen} />
      <Route>outra página</Route>
    </Switch>,
    { path, routes, user: null },
  );
}

async function fill(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup({ delay: null });
  if (newPassword) await user.type(screen.getByLabelText('Nova senha'), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText('Confirme a nova senha'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

describe('RedefinirSenhaScreen', { timeout: 15_000 }, () => {
  it.each([
    ['', 'segredo1', 'Preencha todos os campos'],
    ['segredo1', 'segredo2', 'As senhas não coincidem'],
    ['abc12', 'abc12', 'A nova senha deve ter pelo menos 6 caracteres'],
  ])('%j / %j: %s, nothing sent', async (newPassword, confirmPassword, message) => {
    const { api } = renderReset();
    await fill(newPassword, confirmPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/redefinir-senha')).toHaveLength(0);
  });

  it('saves the new password with the token, then opens the login with the success message', async () => {
    const reply = deferred();
    const { api, currentPath } = renderReset('/redefinir-senha?token=abc123', {
      'POST /api/auth/redefinir-senha': () => reply.promise,
    });
    await fill('segredo1', 'segredo1');
    expect(await screen.findByRole('button', { name: /Salvando/ })).toBeInTheDocument();
    reply.release(json({ message: 'ok' }));
    await waitFor(() => expect(currentPath()).toBe('/login?senha=redefinida'));
    expect(api.callsTo('POST /api/auth/redefinir-senha')[0]?.body).toEqual({
      token: 'abc123',
      new_password: 'segredo1',
    });
  });

  it("shows the server's message when the link is spent", async () => {
    renderReset('/redefinir-senha?token=abc123', {
      'POST /api/auth/redefinir-senha': () => fail(400, 'Link de redefinição inválido ou expirado.'),
    });
    await fill('segredo1', 'segredo1');
    expect(await screen.findByText('Link de redefinição inválido ou expirado.')).toBeInTheDocument();
  });

  it('falls back to the default message when the server sends none', async () => {
    renderReset('/redefinir-senha?token=abc123', { 'POST /api/auth/redefinir-senha': () => fail(500, '') });
    await fill('segredo1', 'segredo1');
    expect(
      await screen.findByText('Erro ao alterar a senha. Por favor, tente novamente.'),
    ).toBeInTheDocument();
  });

  it('without a token it reports the link as invalid and offers the login', async () => {
    renderReset('/redefinir-senha');
    expect(await screen.findByText('Link de redefinição inválido ou expirado.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });
});
