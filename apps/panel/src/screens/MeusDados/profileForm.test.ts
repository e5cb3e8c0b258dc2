import { describe, expect, it } from 'vitest';
import { toProfileForm, toUpdateMe, validateProfile } from './profileForm.ts';

const base = toProfileForm({ name: 'Maria', email: 'maria@exemplo.com.br' });

describe('validateProfile', () => {
  it('limits the name to 30 characters', () => {
    expect(validateProfile({ ...base, name: 'a'.repeat(30) })).toEqual({});
    expect(validateProfile({ ...base, name: 'a'.repeat(31) }).name).toBe(
      'Nome deve ter no máximo 30 caracteres',
    );
  });

  it('checks the password fields only when a new password is typed', () => {
    expect(validateProfile({ ...base, currentPassword: 'qualquer' })).toEqual({});
    expect(validateProfile({ ...base, confirmPassword: 'x' }).confirmPassword).toBe(
      'As senhas não coincidem',
    );
    expect(
      validateProfile({ ...base, currentPassword: 'atual1', newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({ newPassword: 'A nova senha deve ter pelo menos 6 caracteres' });
  });
});

describe('a new e-mail', () => {
  it('needs the current password, an unchanged one (any case) does not', () => {
    expect(validateProfile({ ...base, email: 'nova@exemplo.com.br' }, base.email).currentPassword).toBe(
      'Senha atual é obrigatória para alterar o e-mail.',
    );
    expect(validateProfile({ ...base, email: 'MARIA@exemplo.com.br' }, base.email)).toEqual({});
    expect(
      validateProfile({ ...base, email: 'nova@exemplo.com.br', currentPassword: 'atual1' }, base.email),
    ).toEqual({});
  });
});

describe('toUpdateMe', () => {
  it('sends the current password when typed, the new one only when typed', () => {
    expect(toUpdateMe({ ...base }, null)).toEqual({
      name: 'Maria',
      email: 'maria@exemplo.com.br',
      user_phone: null,
    });
    expect(toUpdateMe({ ...base, currentPassword: 'atual1' }, null)).toEqual({
      name: 'Maria',
      email: 'maria@exemplo.com.br',
      user_phone: null,
      current_password: 'atual1',
    });
    expect(
      toUpdateMe(
        { ...base, currentPassword: 'atual1', newPassword: 'nova12', confirmPassword: 'nova12' },
        '5511',
      ),
    ).toMatchObject({ current_password: 'atual1', new_password: 'nova12' });
  });
});
