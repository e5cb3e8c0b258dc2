import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserCard, type UserCardProps } from './UserCard.tsx';

const LINK = 'http://localhost:3000/login?token=abc';

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
    impersonate: 'Painel do Cliente',
    linkCopied: 'Link copiado!',
    edit: 'Editar',
    events: 'Eventos de compra',
  },
  isPasswordCopied: false,
  onPasswordCopied: vi.fn(),
  onImpersonate: vi.fn(async () => LINK),
  isLinkCopied: false,
  onLinkCopied: vi.fn(),
  onLinkCopyFailed: vi.fn(),
  onEdit: vi.fn(),
  onShowEvents: vi.fn(),
  ...overrides,
});

describe('UserCard', () => {
  it('copies the login link the caller answers, then reports it', async () => {
    const user = userEvent.setup();
    const card = props();
    render(<UserCard {...card} />);
    await user.click(screen.getByRole('button', { name: 'Painel do Cliente' }));
    await waitFor(() => expect(card.onLinkCopied).toHaveBeenCalledOnce());
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it('copies nothing when the caller has no link', async () => {
    const user = userEvent.setup();
    const card = props({ onImpersonate: vi.fn(async () => null) });
    render(<UserCard {...card} />);
    await navigator.clipboard.writeText('antes');
    await user.click(screen.getByRole('button', { name: 'Painel do Cliente' }));
    await waitFor(() => expect(card.onImpersonate).toHaveBeenCalledOnce());
    expect(card.onLinkCopied).not.toHaveBeenCalled();
    await expect(navigator.clipboard.readText()).resolves.toBe('antes');
  });

  it('hands the link back when the clipboard refuses it', async () => {
    const user = userEvent.setup();
    const card = props();
    render(<UserCard {...card} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('negado'));
    await user.click(screen.getByRole('button', { name: 'Painel do Cliente' }));
    await waitFor(() => expect(card.onLinkCopyFailed).toHaveBeenCalledWith(LINK));
    expect(card.onLinkCopied).not.toHaveBeenCalled();
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
