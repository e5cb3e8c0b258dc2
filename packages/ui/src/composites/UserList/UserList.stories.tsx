import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserCardData } from '../UserCard/UserCard.tsx';
import { UserList, type UserSort } from './UserList.tsx';

const account = (overrides: Partial<UserCardData>): UserCardData => ({
  id: 12,
  name: 'Maria Souza',
  isActive: true,
  phone: '(11) 98888-7777',
  email: 'maria@exemplo.com.br',
  password: 'Temp#4821',
  renewal: '01/05/2026',
  expiration: '01/06/2027',
  notes: 'Cliente desde 2024.',
  planConversations: '600',
  planId: 'pro',
  planValue: 'R$ 247,00',
  planName: 'Pro',
  modelTokens: '1.500 hoje · 42.000 no mês',
  ...overrides,
});

const USERS: readonly UserCardData[] = [
  account({
    id: 14,
    name: 'Ana Lima',
    email: 'ana@exemplo.com.br',
    isActive: false,
    expiration: '—',
    password: null,
    planName: '—',
  }),
  account({
    id: 31,
    name: 'Bruno Alves Pereira de Souza',
    email: 'bruno.alves.pereira@lojadobrunoalves.com.br',
    planName: 'Advanced',
    expiration: '15/03/2027',
  }),
  account({
    id: 13,
    name: 'João Pereira',
    email: 'joao@loja.com.br',
    phone: '(21) 97777-6666',
    isActive: false,
    expiration: '31/01/2026',
    password: null,
    planName: 'Start',
  }),
  account({}),
];

const meta = {
  title: 'Composites/UserList',
  component: UserList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '61rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    users: USERS,
    labels: {
      list: 'Contas',
      columns: {
        name: 'Nome',
        email: 'Email',
        phone: 'Telefone',
        plan: 'Plano',
        status: 'Status',
        expiration: 'Expiração',
        actions: 'Ações',
      },
      loading: 'Carregando...',
      empty: 'Nenhum usuário encontrado.',
      id: (id: number) => `#${id}`,
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
      modelTokens: 'Tokens do modelo',
      impersonate: 'Entrar como cliente',
      edit: 'Editar',
      events: 'Eventos da conta',
    },
    sort: { column: 'name', direction: 'ascending' },
    onSortChange: fn(),
    passwordCopiedId: null,
    onPasswordCopied: fn(),
    impersonatingId: null,
    onImpersonate: fn(),
    onEdit: fn(),
    onShowEvents: fn(),
  },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1280 px window: the table (from 1024 px); the decorator below narrows it to the panel's content beside the menu. */
const DESKTOP = { viewport: { value: '1280-800', isRotated: false } };

/** A desktop: one row per account, sorted by name, the name's header announcing it. */
export const SeveralCustomers: Story = {
  globals: DESKTOP,
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Contas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(USERS.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Every row's actions are there, named for screen readers.
    const maria = within(table).getByRole('row', { name: /Maria Souza/ });
    await userEvent.click(within(maria).getByRole('button', { name: 'Entrar como cliente' }));
    await expect(args.onImpersonate).toHaveBeenCalledWith(12);
    await userEvent.click(within(maria).getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledWith(12);
    await userEvent.click(within(maria).getByRole('button', { name: 'Eventos da conta' }));
    await expect(args.onShowEvents).toHaveBeenCalledWith(12);
    // A customer who set their own password has nothing to copy.
    const ana = within(table).getByRole('row', { name: /Ana Lima/ });
    await expect(within(ana).queryByRole('button', { name: 'Copiar senha' })).not.toBeInTheDocument();
    await expect(within(maria).getByRole('button', { name: 'Copiar senha' })).toBeVisible();
  },
};

/** The temporary password copied from a row: its button says 'Copiado!' while the caller's timer runs. */
export const PasswordCopied: Story = {
  globals: DESKTOP,
  args: { passwordCopiedId: 12 },
  play: async ({ canvas }) => {
    const maria = canvas.getByRole('row', { name: /Maria Souza/ });
    await expect(within(maria).getByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

/** Sorted by expiry, latest first: the arrow and aria-sort move to that header. */
export const SortedByExpiry: Story = {
  globals: DESKTOP,
  args: {
    sort: { column: 'expiration', direction: 'descending' },
    users: [USERS[3], USERS[1], USERS[2], USERS[0]].filter((user) => user !== undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Expiração' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'none');
    // A header that does not sort says nothing of an order.
    await expect(canvas.getByRole('columnheader', { name: 'Telefone' })).not.toHaveAttribute('aria-sort');
  },
};

/** The keyboard alone: Tab reaches the headers' buttons, Enter sorts, Tab goes on to a row's buttons. */
export const SortByKeyboard: Story = {
  globals: DESKTOP,
  render: function SortingList(args) {
    const [sort, setSort] = useState<UserSort>(args.sort);
    return (
      <UserList
        {...args}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const emailHeader = canvas.getByRole('columnheader', { name: 'Email' });
    const emailButton = within(emailHeader).getByRole('button', { name: 'Email' });
    // The headers come first in the page's order: 'Nome', then 'Email'.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nome' })).toHaveFocus();
    await userEvent.tab();
    await expect(emailButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'email', direction: 'ascending' });
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(emailButton).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'email', direction: 'descending' });
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    // On along the other headers' buttons to the first row's 'Entrar como cliente'.
    const firstRow = canvas.getAllByRole('row')[1];
    if (!firstRow) throw new Error('no row');
    const impersonate = within(firstRow).getByRole('button', { name: 'Entrar como cliente' });
    for (let step = 0; step < 6 && document.activeElement !== impersonate; step += 1) {
      await userEvent.tab();
    }
    await expect(impersonate).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onImpersonate).toHaveBeenCalledWith(14);
  },
};

/** No account matches the search or filter. */
export const Empty: Story = { globals: DESKTOP, args: { users: [] } };

/** Before the first reply. */
export const Loading: Story = { globals: DESKTOP, args: { isLoading: true } };

/** On a phone the accounts stay cards, every field and button of the card on show. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Contas' });
    await expect(within(list).getAllByRole('article')).toHaveLength(USERS.length);
    await expect(canvas.getByRole('article', { name: 'Maria Souza' })).toBeVisible();
  },
};
