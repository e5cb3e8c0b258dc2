import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { renderWithApp } from '../../app/testing/renderWithApp.tsx';
import { deferred, fail, type Handler, json } from '../shared/testing/fakeApi.ts';
import { customer } from '../shared/testing/fixtures.ts';
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

describe('LoginScreen: validation (spec 1 §5)', { timeout: 15_000 }, () => {
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

describe('LoginScreen: token link (spec 1 §4)', { timeout: 15_000 }, () => {
  it('logs in with the token of the link and opens /panel', async () => {
    const { api, currentPath, tokenStorage } = renderLogin(`/login?token=${TOKEN}`, {
      'GET /api/auth/me': () => json({ user: customer }),
    });
    await waitFor(() => expect(currentPath()).toBe('/panel'));
    expect(api.callsTo('GET /api/auth/me')[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(tokenStorage.read()).toBe(TOKEN);
  });

  it("shows 'Validando seu acesso...' while the token is checked", async () => {
    const reply = deferred();
    renderLogin(`/login?token=${TOKEN}`, { 'GET /api/auth/me': () => reply.promise });
    expect(await screen.findByText('Validando seu acesso...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it("shows 'Token inválido ou expirado.' when the server refuses the token", async () => {
    const { tokenStorage } = renderLogin(`/login?token=${TOKEN}`, {
      'GET /api/auth/me': () => fail(401, 'Não autorizado'),
    });
    expect(await screen.findByText('Token inválido ou expirado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(tokenStorage.read()).toBeNull();
  });

  it("shows 'Token inválido.' for an empty or malformed token, without asking the server", async () => {
    const { api } = renderLogin('/login?token=');
    expect(await screen.findByText('Token inválido.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(0);
  });
});

describe('LoginScreen: password recovery', { timeout: 15_000 }, () => {
  const openRecovery = async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
    // The modal's code loads on demand, so it appears a moment after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    return { user, dialog, field: within(dialog).getByLabelText(/Email/) };
  };

  it("says 'Email não encontrado.' when the email has no account, and sends nothing else", async () => {
    const { api } = renderLogin('/login', {
      'POST /api/auth/check-email': () => json({ exists: false }),
    });
    const { user, dialog, field } = await openRecovery();
    await user.type(field, 'ninguem@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Email não encontrado.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/check-email')[0]?.body).toEqual({ email: 'ninguem@exemplo.com.br' });
    expect(api.callsTo('POST /api/auth/recuperar-senha')).toHaveLength(0);
  });

  it("shows 'Enviando...' and then the instructions message", async () => {
    const reply = deferred();
    const { api } = renderLogin('/login', {
      'POST /api/auth/check-email': () => json({ exists: true }),
      'POST /api/auth/recuperar-senha': () => reply.promise,
    });
    const { user, dialog, field } = await openRecovery();
    await user.type(field, 'maria@exemplo.com.br{Enter}');
    expect(await within(dialog).findByRole('button', { name: /Enviando/ })).toBeInTheDocument();
    reply.release(json({ message: 'ok' }));
    expect(
      await within(dialog).findByText('Você receberá as instruções de acesso no email informado.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/recuperar-senha')[0]?.body).toEqual({ email: 'maria@exemplo.com.br' });
  });

  it("shows 'Erro ao processar solicitação.' when the request fails", async () => {
    renderLogin('/login', { 'POST /api/auth/check-email': () => fail(500, '') });
    const { user, dialog, field } = await openRecovery();
    await user.type(field, 'maria@exemplo.com.br{Enter}');
    expect(await within(dialog).findByText('Erro ao processar solicitação.')).toBeInTheDocument();
  });

  it('checks the email before asking the server', async () => {
    const { api } = renderLogin();
    const { user, dialog, field } = await openRecovery();
    await user.type(field, 'sem-arroba{Enter}');
    expect(await within(dialog).findByText('Email inválido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/check-email')).toHaveLength(0);
  });

  it('closing resets the email and the messages', async () => {
    renderLogin('/login', { 'POST /api/auth/check-email': () => json({ exists: false }) });
    const first = await openRecovery();
    await first.user.type(first.field, 'ninguem@exemplo.com.br{Enter}');
    expect(await within(first.dialog).findByText('Email não encontrado.')).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openRecovery();
    expect(again.field).toHaveValue('');
    expect(within(again.dialog).queryByText('Email não encontrado.')).not.toBeInTheDocument();
  });
});
