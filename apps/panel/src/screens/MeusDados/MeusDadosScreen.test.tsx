import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, json } from '../../testing/fakeApi.ts';
import { customer } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import MeusDadosScreen from './MeusDadosScreen.tsx';

function renderProfile(routes: Record<string, Handler> = {}) {
  return renderScreen(MeusDadosScreen, {
    route: '/panel/meus-dados',
    path: '/panel/meus-dados',
    routes: {
      'PUT /api/auth/me': ({ body }) => json({ user: { ...customer, ...(body as object) } }),
      ...routes,
    },
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function replace(user: User, name: string, text: string) {
  const field = screen.getByLabelText(name, { selector: 'input' });
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

async function openEdit(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Editar' }));
}

describe('MeusDadosScreen', { timeout: 20_000 }, () => {
  it("shows the plan, its expiry and this period's leads from the session's user", async () => {
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Plano e cobrança' });
    expect(within(section).getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(section).toHaveTextContent('10 de 600');
  });

  it('shows the profile, then the edit form with the phone disabled', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    expect(screen.getByText('maria@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('(11) 98888-7777')).toBeInTheDocument();

    await openEdit(user);
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Maria Souza');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('maria@exemplo.com.br');
    const phone = screen.getByRole('textbox', { name: 'Telefone' });
    expect(phone).toBeDisabled();
    expect(phone).toHaveAccessibleDescription('O telefone é alterado na página Conectar WhatsApp.');
  });

  it('asks for the current password before a new e-mail, then saves and the session takes the returned user', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    await openEdit(user);
    await replace(user, 'Nome', 'Maria S. Lima');
    await replace(user, 'E-mail', 'maria.lima@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Senha atual é obrigatória para alterar o e-mail.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')).toHaveLength(0);

    await replace(user, 'Senha atual', 'cliente123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // The result shows in the toast corner, in view wherever the form was scrolled to.
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(notifications).findByText('Dados atualizados com sucesso!')).toBeVisible();
    expect(api.callsTo('PUT /api/auth/me')[0]?.body).toEqual({
      name: 'Maria S. Lima',
      email: 'maria.lima@exemplo.com.br',
      user_phone: '5511988887777',
      current_password: 'cliente123',
    });
    // Back in view mode, showing the session's (updated) user.
    expect(screen.getByRole('heading', { name: 'Maria S. Lima' })).toBeInTheDocument();
    expect(screen.getByText('maria.lima@exemplo.com.br')).toBeInTheDocument();
  });

  it("offers 'Alterar senha' beside the profile, opening the form at the current password", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByLabelText('Senha atual', { selector: 'input' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
  });

  it('requires name and email', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    await openEdit(user);
    await replace(user, 'Nome', '');
    await replace(user, 'E-mail', 'maria');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    await replace(user, 'E-mail', '');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')).toHaveLength(0);
  });

  it('changes the password only with the current one and a matching confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    await openEdit(user);
    await replace(user, 'Nova senha', 'nova-senha-1');
    await replace(user, 'Confirmar nova senha', 'outra-senha');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Senha atual é obrigatória para alterar a senha')).toBeInTheDocument();
    expect(screen.getByText('As senhas não coincidem')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')).toHaveLength(0);

    await replace(user, 'Senha atual', 'cliente123');
    await replace(user, 'Confirmar nova senha', 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')[0]?.body).toEqual({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      user_phone: '5511988887777',
      current_password: 'cliente123',
      new_password: 'nova-senha-1',
    });
  });

  it('Cancelar drops the changes and the messages', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    await openEdit(user);
    await replace(user, 'Nome', '');
    await replace(user, 'Senha atual', 'algo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    await openEdit(user);
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Maria Souza');
    expect(screen.getByLabelText('Senha atual', { selector: 'input' })).toHaveValue('');
    expect(screen.queryByText('Nome é obrigatório')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')).toHaveLength(0);
  });

  it('Cancelar also clears the error of a failed save', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile({ 'PUT /api/auth/me': () => fail(500, '') });
    await openEdit(user);
    await replace(user, 'Nome', 'Maria S. Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const failed = 'Ocorreu um erro ao atualizar os dados. Por favor, tente novamente.';
    expect(await screen.findByText(failed)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument());
    // Editing again starts clean: what was saved, and no message from the failed attempt.
    await openEdit(user);
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Maria Souza');
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')).toHaveLength(1);
  });

  it("shows the server's message, or the screen's own, when saving fails", async () => {
    const user = userEvent.setup();
    const { api } = renderProfile({ 'PUT /api/auth/me': () => fail(500, '') });
    await openEdit(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Ocorreu um erro ao atualizar os dados. Por favor, tente novamente.'),
    ).toBeInTheDocument();
    // Still editing, so nothing typed is lost.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();

    api.on('PUT /api/auth/me', () => fail(409, 'Este email já está em uso.'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este email já está em uso.')).toBeInTheDocument();
    // The newer failure replaces the older one instead of piling up under it.
    expect(
      screen.queryByText('Ocorreu um erro ao atualizar os dados. Por favor, tente novamente.'),
    ).not.toBeInTheDocument();
  });

  it('says the password change failed when the failed save carried a new password', async () => {
    const user = userEvent.setup();
    renderProfile({ 'PUT /api/auth/me': () => fail(500, '') });
    await openEdit(user);
    await replace(user, 'Senha atual', 'cliente123');
    await replace(user, 'Nova senha', 'nova-senha-1');
    await replace(user, 'Confirmar nova senha', 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Erro ao alterar a senha. Por favor, tente novamente.'),
    ).toBeInTheDocument();
  });
});
