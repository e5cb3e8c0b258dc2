import type { components, LoginResponse, User } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aUser } from '../testing/fixtures.ts';
import { settle } from '../testing/testClock.ts';
import { type LoginInput, sessionMachine } from './sessionMachine.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2lnbmF0dXJl';

async function arrange(storedToken: string | null = null) {
  const storage = { token: storedToken };
  const fetchCurrentUser = controlledActor<User, { token: string }>();
  const login = controlledActor<LoginResponse, LoginInput>();
  const logout = controlledActor<components['schemas']['Message']>();
  const readAccessLink = controlledActor<string, { token: string }>();
  const exchangeAccessLink = controlledActor<LoginResponse, { token: string }>();
  const machine = sessionMachine.provide({
    actors: {
      readStoredToken: fromPromise<string | null>(async () => storage.token),
      fetchCurrentUser: fetchCurrentUser.logic,
      login: login.logic,
      logout: logout.logic,
      readAccessLink: readAccessLink.logic,
      exchangeAccessLink: exchangeAccessLink.logic,
    },
    actions: {
      storeToken: (_, { token }) => {
        storage.token = token;
      },
      removeToken: () => {
        storage.token = null;
      },
    },
  });
  const actor = createActor(machine).start();
  await settle();
  return { actor, storage, fetchCurrentUser, login, logout, readAccessLink, exchangeAccessLink };
}

async function arrangeAuthenticated() {
  const arranged = await arrange(TOKEN);
  arranged.fetchCurrentUser.resolve(aUser());
  await settle();
  return arranged;
}

describe('sessionMachine: boot', () => {
  it('without a stored token it becomes anonymous without asking the server', async () => {
    const { actor, fetchCurrentUser } = await arrange(null);

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(fetchCurrentUser.calls).toHaveLength(0);
  });

  it('with a stored token it asks who the user is and becomes authenticated', async () => {
    const { actor, fetchCurrentUser } = await arrange(TOKEN);
    expect(actor.getSnapshot().value).toBe('checkingSession');
    expect(fetchCurrentUser.last().input).toEqual({ token: TOKEN });

    fetchCurrentUser.resolve(aUser({ name: 'Ana' }));
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('authenticated');
    expect(snapshot.context.user?.name).toBe('Ana');
    expect(snapshot.context.mustChangePassword).toBe(false);
  });

  it('keeps a user still on a temporary password blocked after a reload, without a remembered password', async () => {
    const { actor, fetchCurrentUser } = await arrange(TOKEN);

    fetchCurrentUser.resolve(aUser({ must_change_password: true }));
    await settle();

    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context).toMatchObject({ mustChangePassword: true, defaultPassword: null });
  });

  it('when the server rejects the stored token it removes it and stays logged out without a message', async () => {
    const { actor, fetchCurrentUser, storage } = await arrange(TOKEN);

    fetchCurrentUser.reject(apiError(401, 'Não autorizado'));
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('anonymous');
    expect(storage.token).toBeNull();
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.error).toBeNull();
  });
});

describe('sessionMachine: login', () => {
  it('stores the token and sets the user', async () => {
    const { actor, login, storage } = await arrange();

    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'segredo1' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(login.last().input).toEqual({ email: 'maria@exemplo.com.br', senha: 'segredo1' });
    login.resolve({ token: TOKEN, user: aUser(), must_change_password: false });
    await settle();

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('authenticated');
    expect(storage.token).toBe(TOKEN);
    expect(context.user).toEqual(aUser());
    expect(context.mustChangePassword).toBe(false);
    expect(context.defaultPassword).toBeNull();
  });

  it('remembers the password used when the server says it must change', async () => {
    const { actor, login } = await arrange();

    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'temporaria' });
    login.resolve({ token: TOKEN, user: aUser(), must_change_password: true });
    await settle();

    expect(actor.getSnapshot().context).toMatchObject({
      mustChangePassword: true,
      defaultPassword: 'temporaria',
    });
  });

  it("shows the server's message when the login is refused", async () => {
    const { actor, login, storage } = await arrange();

    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'errada1' });
    login.reject(apiError(401, 'Email ou senha inválidos'));
    await settle();

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('anonymous');
    expect(context.error).toEqual({ code: 'loginFailed', serverMessage: 'Email ou senha inválidos' });
    expect(context.pendingLogin).toBeNull();
    expect(storage.token).toBeNull();
  });

  it('reports loginFailed without a server message when the server could not be reached', async () => {
    const { actor, login } = await arrange();

    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'segredo1' });
    login.reject(new TypeError('Failed to fetch'));
    await settle();

    expect(actor.getSnapshot().context.error).toEqual({ code: 'loginFailed' });
  });

  it('clears the previous message when a new login starts', async () => {
    const { actor, login } = await arrange();
    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'errada1' });
    login.reject(new TypeError('Failed to fetch'));
    await settle();

    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'segredo1' });

    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('sessionMachine: access link (/login?token=)', () => {
  const SESSION = 'sessao-do-link';
  const opened = (user: User): LoginResponse => ({ token: SESSION, user, must_change_password: false });

  it.each([
    ['missing', null],
    ['blank', '   '],
    ['malformed', 'abc def<script>'],
  ])('rejects a %s token as tokenInvalid without asking the server', async (_, token) => {
    const { actor, exchangeAccessLink } = await arrange();

    actor.send({ type: 'session.tokenLogin', token });

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'tokenInvalid' });
    expect(exchangeAccessLink.calls).toHaveLength(0);
  });

  it('with no session open, uses the link and stores the session it gives (not the link)', async () => {
    const { actor, exchangeAccessLink, readAccessLink, storage } = await arrange();

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    expect(exchangeAccessLink.last().input).toEqual({ token: TOKEN });
    exchangeAccessLink.resolve(opened(aUser({ id: 12, must_change_password: true })));
    await settle();

    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context).toMatchObject({
      user: { id: 12 },
      token: SESSION,
      mustChangePassword: false,
    });
    expect(storage.token).toBe(SESSION);
    expect(readAccessLink.calls).toHaveLength(0);
  });

  it('reports tokenInvalidOrExpired when the server refuses the link', async () => {
    const { actor, exchangeAccessLink, storage } = await arrange();

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    exchangeAccessLink.reject(apiError(401, 'Token inválido ou expirado.'));
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({
      error: { code: 'tokenInvalidOrExpired' },
      linkToken: null,
    });
    expect(storage.token).toBeNull();
  });

  it('with a session open, asks before replacing it, naming the link’s account', async () => {
    const { actor, readAccessLink, exchangeAccessLink, logout, storage } = await arrangeAuthenticated();

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    expect(readAccessLink.last().input).toEqual({ token: TOKEN });
    readAccessLink.resolve('Maria Souza');
    await settle();
    expect(actor.getSnapshot().value).toBe('askingToReplace');
    expect(actor.getSnapshot().context.linkAccountName).toBe('Maria Souza');
    expect(exchangeAccessLink.calls).toHaveLength(0);

    actor.send({ type: 'session.linkConfirmed' });
    // The replaced session is ended on the server first.
    expect(logout.calls).toHaveLength(1);
    logout.resolve({ message: 'Sessão encerrada.' });
    await settle();
    exchangeAccessLink.resolve(opened(aUser({ id: 44, name: 'Maria Souza' })));
    await settle();

    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context).toMatchObject({ user: { id: 44 }, linkAccountName: null });
    expect(storage.token).toBe(SESSION);
  });

  it('declining keeps the open session and leaves the link unused', async () => {
    const { actor, readAccessLink, exchangeAccessLink, logout, storage } = await arrangeAuthenticated();

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    readAccessLink.resolve('Maria Souza');
    await settle();
    actor.send({ type: 'session.linkDeclined' });

    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context).toMatchObject({
      token: TOKEN,
      linkToken: null,
      linkAccountName: null,
    });
    expect(storage.token).toBe(TOKEN);
    expect(exchangeAccessLink.calls).toHaveLength(0);
    expect(logout.calls).toHaveLength(0);
  });

  it('a link that does not work leaves the open session as it was, without asking', async () => {
    const { actor, readAccessLink, storage } = await arrangeAuthenticated();

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    readAccessLink.reject(apiError(401, 'Token inválido ou expirado.'));
    await settle();

    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context).toMatchObject({ token: TOKEN, linkToken: null, error: null });
    expect(storage.token).toBe(TOKEN);
  });

  it('a link opened while the stored session is being checked waits for it, then asks', async () => {
    const { actor, fetchCurrentUser, readAccessLink } = await arrange('stored-token');

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    expect(readAccessLink.calls).toHaveLength(0);
    fetchCurrentUser.resolve(aUser({ id: 99 }));
    await settle();

    expect(actor.getSnapshot().value).toBe('readingLink');
    expect(readAccessLink.last().input).toEqual({ token: TOKEN });
  });

  it('a link opened while a stored session turns out expired is used at once', async () => {
    const { actor, fetchCurrentUser, exchangeAccessLink } = await arrange('stored-token');

    actor.send({ type: 'session.tokenLogin', token: TOKEN });
    fetchCurrentUser.reject(apiError(401, 'Não autorizado'));
    await settle();

    expect(actor.getSnapshot().value).toBe('usingLink');
    expect(exchangeAccessLink.last().input).toEqual({ token: TOKEN });
  });
});

describe('sessionMachine: while authenticated', () => {
  it('logout calls the server, removes the token and clears the user', async () => {
    const { actor, logout, storage } = await arrangeAuthenticated();

    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(storage.token).toBe(TOKEN);
    logout.resolve({ message: 'ok' });
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(storage.token).toBeNull();
  });

  it('logout still ends the local session when the server call fails', async () => {
    const { actor, logout, storage } = await arrangeAuthenticated();

    actor.send({ type: 'session.logout' });
    logout.reject(new TypeError('Failed to fetch'));
    await settle();

    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(storage.token).toBeNull();
  });

  it('a 401 anywhere ends the session as sessionExpired', async () => {
    const { actor, storage } = await arrangeAuthenticated();

    actor.send({ type: 'session.expired' });

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('anonymous');
    expect(context.error).toEqual({ code: 'sessionExpired' });
    expect(context.user).toBeNull();
    expect(storage.token).toBeNull();
  });

  it('a 401 while logged out (a wrong password) is not reported as an expired session', async () => {
    const { actor } = await arrange();

    actor.send({ type: 'session.expired' });

    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('the saved profile replaces the user', async () => {
    const { actor } = await arrangeAuthenticated();

    actor.send({ type: 'session.userUpdated', user: aUser({ name: 'Maria S.' }) });

    expect(actor.getSnapshot().context.user?.name).toBe('Maria S.');
  });

  it('a changed password clears the forced-change flag and the remembered password', async () => {
    const { actor, login } = await arrange();
    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'temporaria' });
    login.resolve({ token: TOKEN, user: aUser(), must_change_password: true });
    await settle();

    actor.send({ type: 'session.passwordChanged' });

    expect(actor.getSnapshot().context).toMatchObject({ mustChangePassword: false, defaultPassword: null });
  });
});

describe('sessionMachine: placeholders', () => {
  it('fails loudly when the token storage is not provided', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise<LoginResponse, LoginInput>(async () => ({
            token: TOKEN,
            user: aUser(),
            must_change_password: false,
          })),
          readStoredToken: fromPromise<string | null>(async () => null),
        },
      }),
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await settle();

    actor.send({ type: 'session.login', email: 'maria@exemplo.com.br', password: 'segredo1' });
    await settle();

    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"storeToken" not provided');
  });
});
