import type { User } from '@agente/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PASSWORD_CHANGED_CLOSE_MS } from '../constants.ts';
import {
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGE_SESSION_EXPIRED,
  PASSWORD_CHANGE_USER_MISSING,
  PASSWORD_CHANGED,
  PASSWORD_FIELDS_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '../messages.ts';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aUser } from '../testing/fixtures.ts';
import { TestClock } from '../testing/testClock.ts';
import { type ChangePasswordInput, forcedPasswordChangeMachine } from './forcedPasswordChangeMachine.ts';

function arrange({ user = aUser() as User | null, currentPassword = 'temporaria' as string | null } = {}) {
  const clock = new TestClock();
  const changePassword = controlledActor<User, ChangePasswordInput>();
  const passwordChanged = vi.fn<(user: User) => void>();
  const machine = forcedPasswordChangeMachine.provide({
    actors: { changePassword: changePassword.logic },
    actions: { passwordChanged: (_, { user: saved }) => passwordChanged(saved) },
  });
  const actor = createActor(machine, { clock, input: { user, currentPassword } }).start();
  return { actor, clock, changePassword, passwordChanged };
}

describe('forcedPasswordChangeMachine: validation', () => {
  it.each([
    ['the new password is empty', '', 'segredo1', PASSWORD_FIELDS_REQUIRED],
    ['the confirmation is empty', 'segredo1', '', PASSWORD_FIELDS_REQUIRED],
    ['they differ', 'segredo1', 'segredo2', PASSWORDS_DO_NOT_MATCH],
    ['it is shorter than 6 characters', 'abc12', 'abc12', NEW_PASSWORD_TOO_SHORT],
  ])('when %s it shows %j and sends nothing', (_, newPassword, confirmPassword, message) => {
    const { actor, changePassword } = arrange();

    actor.send({ type: 'user.submit', newPassword, confirmPassword });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(changePassword.calls).toHaveLength(0);
  });

  it('accepts exactly 6 characters', () => {
    const { actor } = arrange();

    actor.send({ type: 'user.submit', newPassword: 'abc123', confirmPassword: 'abc123' });

    expect(actor.getSnapshot().value).toBe('saving');
  });

  it.each([
    ['no stored token', apiError(401, 'Token não encontrado', 'SEM_TOKEN')],
    ['a token the server rejects', apiError(401, 'Sua sessão expirou. Por favor, faça login novamente.')],
  ])(`with %s it shows '${PASSWORD_CHANGE_SESSION_EXPIRED}'`, async (_, error) => {
    const { actor, clock, changePassword, passwordChanged } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.reject(error);
    await clock.advance(0);

    expect(actor.getSnapshot().context.error).toBe(PASSWORD_CHANGE_SESSION_EXPIRED);
    expect(passwordChanged).not.toHaveBeenCalled();
  });

  it(`without a user it shows '${PASSWORD_CHANGE_USER_MISSING}'`, () => {
    const { actor, changePassword } = arrange({ user: null });

    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    expect(actor.getSnapshot().context.error).toBe(PASSWORD_CHANGE_USER_MISSING);
    expect(changePassword.calls).toHaveLength(0);
  });
});

describe('forcedPasswordChangeMachine: saving', () => {
  it('sends the profile unchanged with the temporary and the new password', () => {
    const { actor, changePassword } = arrange();

    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    expect(changePassword.last().input).toEqual({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      user_phone: '5511988887777',
      current_password: 'temporaria',
      new_password: 'segredo1',
    });
  });

  it(`shows '${PASSWORD_CHANGED}' and closes exactly 1 s later, clearing the flag`, async () => {
    const { actor, clock, changePassword, passwordChanged } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.resolve(aUser({ must_change_password: false }));
    await clock.advance(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.success).toBe(PASSWORD_CHANGED);

    await clock.advance(PASSWORD_CHANGED_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(passwordChanged).not.toHaveBeenCalled();

    await clock.advance(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(passwordChanged).toHaveBeenCalledExactlyOnceWith(aUser({ must_change_password: false }));
  });

  it("shows the server's message when the change is refused and lets the user try again", async () => {
    const { actor, clock, changePassword } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.reject(apiError(400, 'Senha atual incorreta.'));
    await clock.advance(0);

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Senha atual incorreta.');
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it(`falls back to '${PASSWORD_CHANGE_FAILED}' without a server message`, async () => {
    const { actor, clock, changePassword } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.reject(new TypeError('Failed to fetch'));
    await clock.advance(0);

    expect(actor.getSnapshot().context.error).toBe(PASSWORD_CHANGE_FAILED);
  });
});

describe('forcedPasswordChangeMachine: after a reload (no remembered temporary password)', () => {
  it('asks only for the new password and sends no current password', () => {
    const { actor, changePassword } = arrange({ currentPassword: null });

    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    expect(actor.getSnapshot().value).toBe('saving');
    expect(changePassword.last().input).toEqual({
      name: aUser().name,
      email: aUser().email,
      user_phone: aUser().user_phone,
      new_password: 'segredo1',
    });
  });

  it('still checks the new password the same way', () => {
    const { actor, changePassword } = arrange({ currentPassword: null });

    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo2' });

    expect(actor.getSnapshot().context.error).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(changePassword.calls).toHaveLength(0);
  });
});
