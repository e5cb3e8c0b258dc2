import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangeModal, type PasswordChangeModalProps } from './PasswordChangeModal.tsx';

const LABELS = {
  title: 'Defina uma nova senha',
  intro: 'Escolha uma nova senha para continuar.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  submit: 'Salvar nova senha',
  saving: 'Salvando...',
  rulesTitle: 'A nova senha precisa:',
  rules: ['ter pelo menos 6 caracteres', 'ser repetida igual na confirmação'],
};

function renderModal(overrides: Partial<PasswordChangeModalProps> = {}) {
  return render(
    <PasswordChangeModal
      isOpen
      labels={LABELS}
      askCurrentPassword={false}
      error={null}
      success={null}
      isSaving={false}
      onSubmit={vi.fn()}
      {...overrides}
    />,
  );
}

describe('PasswordChangeModal', () => {
  it('lists the rules before anything is submitted, described on the new password', () => {
    renderModal();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(LABELS.rules);
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'A nova senha precisa: ter pelo menos 6 caracteres ser repetida igual na confirmação',
    );
    expect(screen.getByLabelText('Nova senha')).not.toHaveAttribute('aria-invalid');
  });

  it('shows every field error at once, each under its field', () => {
    renderModal({
      fieldErrors: { newPassword: 'Preencha todos os campos', confirmPassword: 'Preencha todos os campos' },
    });
    for (const name of ['Nova senha', 'Confirme a nova senha']) {
      const field = screen.getByLabelText(name);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Preencha todos os campos'));
    }
  });

  it('lists no rules when none are given', () => {
    renderModal({ labels: { ...LABELS, rules: [] } });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
