import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { deferred, fail, type Handler, json } from '../../testing/fakeApi.ts';
import { administrator, customer } from '../../testing/fixtures.ts';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import LoginScreen from './LoginScreen.tsx';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2lnbmF0dXJl';

function renderLogin(
  path = '/login',
  routes: Record<string, Handler> = {},
  user = null as typeof customer | null,
) {
  return renderWithApp(
    <Switch>
      <Route path="/login" component={LoginScreen} />
      <Route>outra página</Route>
    </Switch>,
    { path, routes, user },
  );
}

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
};

describe('LoginScreen: validation', { timeout: 15_000 }, () => {
  it.each([
    ['', 'segredo1', 'Email é obrigatório'],
    ['maria@', 'segredo1', 'Email inválido'],
    ['maria@exemplo.com.br', '', 'Senha é obrigatória'],
    ['maria@exemplo.com.br', '12345', 'A senha deve ter pelo menos 6 caracteres'],
  ])('email %j and password %j: %s, nothing sent', async (email, password, message) => {
    const { api } = renderLogin();
    await fillAndSubmit(email, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });
});

describe('LoginScreen: login', { timeout: 15_000 }, () => {
  it('logs in, stores the token and opens /panel by default', async () => {
    const { api, currentPath, tokenStorage } = renderLogin('/login', {
      'POST /api/auth/login': () => json({ token: TOKEN, user: customer, must_change_password: false }),
    });
    await fillAndSubmit('maria@exemplo.com.br', 'segredo1');
    await waitFor(() => expect(currentPath()).toBe('/panel'));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'maria@exemplo.com.br',
      senha: 'segredo1',
    });
    expect(tokenStorage.read()).toBe(TOKEN);
  });

  it('goes back to the page that was asked for', async () => {
    const { currentPath } = renderLogin('/login?redirect=%2Fpanel%2Fmeus-produtos%2F3', {
      'POST /api/auth/login': () => json({ token: TOKEN, user: customer, must_change_password: false }),
    });
    await fillAndSubmit('maria@exemplo.com.br', 'segredo1');
    await waitFor(() => expect(currentPath()).toBe('/panel/meus-produtos/3'));
  });

  it("shows 'Entrando...' while the server answers, then the server's message", async () => {
    const reply = deferred();
    renderLogin('/login', { 'POST /api/auth/login': () => reply.promise });
    await fillAndSubmit('maria@exemplo.com.br', 'errada1');
    expect(await screen.findByRole('button', { name: /Entrando/ })).toBeInTheDocument();
    reply.release(fail(401, 'Email ou senha inválidos.'));
    expect(await screen.findByText('Email ou senha inválidos.')).toBeInTheDocument();
  });

  it("falls back to 'Erro ao fazer login' without a server message", async () => {
    renderLogin('/login', { 'POST /api/auth/login': () => fail(500, '') });
    await fillAndSubmit('maria@exemplo.com.br', 'segredo1');
    expect(await screen.findByText('Erro ao fazer login')).toBeInTheDocument();
  });

  it('sends a logged-in visitor straight on', async () => {
    const { currentPath } = renderLogin('/login?redirect=%2Fpanel%2Fmeu-agente', {}, customer);
    await waitFor(() => expect(currentPath()).toBe('/panel/meu-agente'));
  });

  it('says the password was reset when coming from the reset page', async () => {
    renderLogin('/login?senha=redefinida');
    expect(
      await screen.findByText('Senha redefinida com sucesso! Entre com a nova senha.'),
    ).toBeInTheDocument();
  });
});

describe('LoginScreen: access link', { timeout: 15_000 }, () => {
  const SESSION = 'sessao-aberta-pelo-link';
  const opened = () => json({ token: SESSION, user: customer, must_change_password: false });

  it('uses the link once, stores the session it gives and opens /panel', async () => {
    const { api, currentPath, tokenStorage } = renderLogin(
      `/login?token=${TOKEN}`,
      { 'POST /api/auth/link-de-acesso': opened },
      null,
    );
    await waitFor(() => expect(currentPath()).toBe('/panel'));
    expect(api.callsTo('POST /api/auth/link-de-acesso')[0]?.body).toEqual({ token: TOKEN });
    // The link's token is never stored or sent as a session.
    expect(tokenStorage.read()).toBe(SESSION);
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(0);
  });

  it("shows 'Validando seu acesso...' while the link is used", async () => {
    const reply = deferred();
    renderLogin(`/login?token=${TOKEN}`, { 'POST /api/auth/link-de-acesso': () => reply.promise }, null);
    expect(await screen.findByText('Validando seu acesso...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it("shows 'Token inválido ou expirado.' when the server refuses the link", async () => {
    const { tokenStorage } = renderLogin(
      `/login?token=${TOKEN}`,
      { 'POST /api/auth/link-de-acesso': () => fail(401, 'Token inválido ou expirado.') },
      null,
    );
    expect(await screen.findByText('Token inválido ou expirado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(tokenStorage.read()).toBeNull();
  });

  it("shows 'Token inválido.' for an empty or malformed token, without asking the server", async () => {
    const { api } = renderLogin('/login?token=', {}, null);
    expect(await screen.findByText('Token inválido.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/link-de-acesso')).toHaveLength(0);
  });

  it('with a session open, asks "Entrar como {nome}?" naming the current account, and replaces it on yes', async () => {
    const { api, currentPath, tokenStorage } = renderLogin(
      `/login?token=${TOKEN}`,
      {
        'POST /api/auth/link-de-acesso/conta': () => json({ name: 'Cliente Alvo' }),
        'POST /api/auth/link-de-acesso': opened,
        'POST /api/auth/logout': () => json({ message: 'Sessão encerrada.' }),
      },
      administrator,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Entrar como Cliente Alvo?' });
    expect(dialog).toHaveTextContent(
      'Este navegador está conectado como Administrador (maria@exemplo.com.br). Para abrir o link, essa sessão será encerrada.',
    );
    expect(api.callsTo('POST /api/auth/link-de-acesso')).toHaveLength(0);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/panel'));
    // The replaced session was ended on the server with its own token.
    expect(api.callsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-de-teste',
    );
    expect(tokenStorage.read()).toBe(SESSION);
  });

  it('keeps the open session and leaves the link unused on Cancelar', async () => {
    const { api, currentPath, tokenStorage } = renderLogin(
      `/login?token=${TOKEN}`,
      { 'POST /api/auth/link-de-acesso/conta': () => json({ name: 'Cliente Alvo' }) },
      administrator,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Entrar como Cliente Alvo?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(currentPath()).toBe('/panel'));
    expect(tokenStorage.read()).toBe('token-de-teste');
    expect(api.callsTo('POST /api/auth/link-de-acesso')).toHaveLength(0);
  });
});
