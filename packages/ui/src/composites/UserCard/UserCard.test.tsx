import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserCard, type UserCardProps } from './UserCard.tsx';

const props = (overrides: Partial<UserCardProps> = {}): UserCardProps => ({
  user: {
    id: 12,
    name: 'Maria Souza',
    isActive: true,
    phone: '5511988887777',
    email: 'maria@exemplo.com.br',
    password: 'Temp#4821',
    renewal: '01/05/2025',
    expiration: '01/06/2025',
    notes: '',
    planConversations: '600',
    planId: 'pro',
    planValue: 'R$ 247,00',
    planName: 'Pro',
  },
  labels: {
    id: (id) => `#${id}`,
    active: 'ATIVO',
    inactive: 'INATIVO',
    phone: 'Telefone',
    email: 'Email',
    password: 'Senha',
    passwordMask: '**********',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    copyPassword: 'Copiar senha',
    copy: 'Copiar',
    passwordCopied: 'Copiado!',
    renewal: 'Renovação',
    expiration: 'Expiração',
    notes: 'Observações',
    planConversations: 'Conversas Plano',
    planId: 'ID Plano',
    planValue: 'Valor Plano',
    planName: 'Nome Plano',
    impersonate: 'Entrar como cliente',
    edit: 'Editar',
    events: 'Eventos de compra',
  },
  isPasswordCopied: false,
  onPasswordCopied: vi.fn(),
  onImpersonate: vi.fn(),
  onEdit: vi.fn(),
  onShowEvents: vi.fn(),
  ...overrides,
});

describe('UserCard', () => {
  it("'Entrar como cliente' asks the caller to open the panel, and copies nothing", async () => {
    const user = userEvent.setup();
    const card = props();
    render(<UserCard {...card} />);
    await navigator.clipboard.writeText('antes');
    await user.click(screen.getByRole('button', { name: 'Entrar como cliente' }));
    expect(card.onImpersonate).toHaveBeenCalledOnce();
    await expect(navigator.clipboard.readText()).resolves.toBe('antes');
  });

  it('shows no password row when the account has no temporary password', () => {
    render(<UserCard {...props({ user: { ...props().user, password: null } })} />);
    expect(screen.queryByText('Senha')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar senha' })).not.toBeInTheDocument();
  });

  it('offers the purchase events only when asked to', () => {
    const { rerender } = render(<UserCard {...props()} />);
    expect(screen.getByRole('button', { name: 'Eventos de compra' })).toBeInTheDocument();
    rerender(<UserCard {...props({ onShowEvents: undefined })} />);
    expect(screen.queryByRole('button', { name: 'Eventos de compra' })).not.toBeInTheDocument();
  });
});
