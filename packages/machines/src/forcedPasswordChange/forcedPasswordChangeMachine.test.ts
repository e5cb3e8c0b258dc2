import type { User } from '@agente/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PASSWORD_CHANGED_CLOSE_MS } from '../constants.ts';
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
    ['both are empty', '', '', 'fieldsRequired', 'fieldsRequired'],
    ['the new password is empty', '', 'segredo1', 'fieldsRequired', 'passwordsDoNotMatch'],
    ['the confirmation is empty', 'segredo1', '', null, 'fieldsRequired'],
    ['they differ', 'segredo1', 'segredo2', null, 'passwordsDoNotMatch'],
    ['it is shorter than 6 characters', 'abc12', 'abc12', 'newPasswordTooShort', null],
    ['it is short and they differ', 'abc', 'abd', 'newPasswordTooShort', 'passwordsDoNotMatch'],
  ])(
    'when %s it marks every failing field at once and sends nothing',
    (_, newPassword, confirmPassword, first, second) => {
      const { actor, changePassword } = arrange();

      actor.send({ type: 'user.submit', newPassword, confirmPassword });

      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        newPassword: first,
        confirmPassword: second,
      });
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(changePassword.calls).toHaveLength(0);
    },
  );

  it('clears the field errors once the form is right', () => {
    const { actor } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'abc', confirmPassword: '' });

    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: null, confirmPassword: null });
  });

  it('accepts exactly 6 characters', () => {
    const { actor } = arrange();

    actor.send({ type: 'user.submit', newPassword: 'abc123', confirmPassword: 'abc123' });

    expect(actor.getSnapshot().value).toBe('saving');
  });

  it.each([
    ['no stored token', apiError(401, 'Token não encontrado', 'SEM_TOKEN')],
    ['a token the server rejects', apiError(401, 'Sua sessão expirou. Por favor, faça login novamente.')],
  ])('with %s it reports sessionExpired', async (_, error) => {
    const { actor, clock, changePassword, passwordChanged } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.reject(error);
    await clock.advance(0);

    expect(actor.getSnapshot().context.error).toEqual({ code: 'sessionExpired' });
    expect(passwordChanged).not.toHaveBeenCalled();
  });

  it('without a user it reports userMissing', () => {
    const { actor, changePassword } = arrange({ user: null });

    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    expect(actor.getSnapshot().context.error).toEqual({ code: 'userMissing' });
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

  it('reports passwordChanged and closes exactly 1 s later, clearing the flag', async () => {
    const { actor, clock, changePassword, passwordChanged } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.resolve(aUser({ must_change_password: false }));
    await clock.advance(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.success).toBe('passwordChanged');

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
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'changeFailed',
      serverMessage: 'Senha atual incorreta.',
    });
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reports changeFailed alone without a server message', async () => {
    const { actor, clock, changePassword } = arrange();
    actor.send({ type: 'user.submit', newPassword: 'segredo1', confirmPassword: 'segredo1' });

    changePassword.reject(new TypeError('Failed to fetch'));
    await clock.advance(0);

    expect(actor.getSnapshot().context.error).toEqual({ code: 'changeFailed' });
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

    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('passwordsDoNotMatch');
    expect(changePassword.calls).toHaveLength(0);
  });
});
