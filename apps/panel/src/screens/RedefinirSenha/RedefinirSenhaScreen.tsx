import { validateNewPassword } from '@agente/machines';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOGIN_AFTER_PASSWORD_RESET } from '../../app/redirect.ts';
import { useServices } from '../../app/ServicesContext.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { RedefinirSenhaView } from './RedefinirSenhaView.tsx';
import { REDEFINIR_SENHA_COPY as COPY } from './redefinirSenha.copy.ts';

/** /redefinir-senha?token= — sets a new password from the reset mail, then leads to the login. */
export default function RedefinirSenhaScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const action = useAction();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    // Same rules as the forced change: both filled, equal, at least 6 characters.
    const problem = validateNewPassword(newPassword, confirmPassword);
    setInvalid(problem && COPY.rules[problem]);
    if (problem) return;
    void action.run('save', () => api.auth.resetPassword({ token, new_password: newPassword }), {
      fallbackError: COPY.failed,
      onSuccess: () => navigate(LOGIN_AFTER_PASSWORD_RESET, { replace: true }),
    });
  };

  return (
    <RedefinirSenhaView
      hasToken={token !== ''}
      newPassword={newPassword}
      confirmPassword={confirmPassword}
      onNewPasswordChange={setNewPassword}
      onConfirmPasswordChange={setConfirmPassword}
      onSubmit={submit}
      isSaving={action.isPending}
      error={invalid ?? action.error}
      year={new Date().getFullYear()}
    />
  );
}
