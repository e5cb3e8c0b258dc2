import type { AccountEvent, AdminUser } from '@agente/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toAccountEventItem } from './accountEvents.ts';
import { AcessoRestritoView, loadEventosDialog, UsuariosView } from './UsuariosView.tsx';
import { isActive, toCardData, toEditValues } from './userAccounts.ts';

/** A fixed "now" keeps ATIVO/INATIVO the same on every run. */
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

const NAMES = [
  'Maria Souza',
  'João Pereira',
  'Ana Lima',
  'Carlos Alberto Nunes',
  'Fernanda Rocha',
  'Paulo Henrique Dias',
  'Juliana Martins',
  'Ricardo Gomes',
  'Beatriz Carvalho',
];
const PLANS = [
  { id_plan: 'basic', nome_plan: 'Basic', valor_plan: 147, conversas_plano: 300 },
  { id_plan: 'pro', nome_plan: 'Pro', valor_plan: 247, conversas_plano: 600 },
  { id_plan: 'advanced', nome_plan: 'Advanced', valor_plan: 397, conversas_plano: 1000 },
] as const;

const accounts: AdminUser[] = NAMES.map((name, index) => ({
  id: 31 + index,
  name,
  user_phone: `55119${String(88887777 - index * 1111).padStart(8, '0')}`,
  email: `${name
    .split(' ')[0]
    ?.toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')}@exemplo.com.br`,
  // Every third account still has its temporary password.
  senha: index % 3 === 0 ? `Temp#${4821 + index}` : null,
  renovation_date: `2026-0${(index % 3) + 1}-1${index}T23:59:59.999Z`,
  expiration_acess:
    index % 4 === 3 ? '2026-02-01T23:59:59.999Z' : `2026-0${(index % 3) + 4}-1${index}T23:59:59.999Z`,
  observacoes: index === 0 ? 'Cliente desde a primeira turma; prefere contato por WhatsApp.' : null,
  ...(PLANS[index % 3] ?? PLANS[0]),
  must_change_password: index % 3 === 0,
  modelo_tokens_hoje: index === 0 ? 12_480 : 0,
  modelo_tokens_mes: index === 0 ? 318_902 : index * 1_250,
}));
const cards = accounts.map((a) => toCardData(a, NOW));
const first = accounts[0] as AdminUser;

const events: AccountEvent[] = [
  {
    tipo: 'acesso_administrador',
    id: 41,
    admin_name: 'Administrador',
    admin_email: 'admin@agente.com.br',
    started_at: '2026-03-11T13:00:00.000Z',
    ends_at: '2026-03-11T14:00:00.000Z',
  },
  {
    tipo: 'compra',
    id: 3,
    event_id: 'HP-3311',
    source: 'hotmart',
    event: 'SUBSCRIPTION_CANCELLATION',
    email: first.email,
    outcome: 'cancelada',
    received_at: '2026-03-10T17:05:00.000Z',
  },
  {
    tipo: 'compra',
    id: 2,
    event_id: 'HP-2210',
    source: 'hotmart',
    event: 'PURCHASE_APPROVED',
    email: first.email,
    outcome: 'renovada',
    received_at: '2026-02-10T12:12:00.000Z',
  },
  {
    tipo: 'compra',
    id: 1,
    event_id: 'pedido-1001',
    source: 'generic',
    event: 'purchase.approved',
    email: first.email,
    outcome: 'conta_criada',
    received_at: '2026-01-10T11:30:00.000Z',
  },
];

const meta = {
  title: 'Screens/Usuarios',
  component: UsuariosView,
  parameters: { layout: 'fullscreen' },
  // The events modal's code is fetched when it first opens: in place before a story shows it open.
  loaders: [loadEventosDialog],
  args: {
    status: 'ready',
    counters: { total: 27, active: 21, inactive: 6 },
    search: '',
    onSearchChange: fn(),
    filter: 'todos',
    onFilterChange: fn(),
    sort: { column: 'name', direction: 'ascending' },
    onSortChange: fn(),
    cards,
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    passwordCopiedId: null,
    impersonatingId: null,
    onPasswordCopied: fn(),
    onImpersonate: fn(async () => null),
    onEdit: fn(),
    onShowEvents: fn(),
    onNewUser: fn(),
    alertMessage: null,
    onDismissAlert: fn(),
    form: null,
    isFormOpen: false,
    onFormChange: fn(),
    onFormPlanChoose: fn(),
    onFormSubmit: fn(),
    onFormCancel: fn(),
    isSaving: false,
    formError: null,
    events: null,
    isEventsOpen: false,
    onCloseEvents: fn(),
  },
} satisfies Meta<typeof UsuariosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Restricted: Story = { render: () => <AcessoRestritoView /> };
export const Loading: Story = {
  args: { status: 'loading', cards: [], counters: { total: 0, active: 0, inactive: 0 } },
};
export const LoadError: Story = {
  args: {
    status: 'error',
    loadError: 'Erro ao carregar usuários',
    cards: [],
    counters: { total: 0, active: 0, inactive: 0 },
  },
};
export const Filled: Story = {};
/** On a phone the accounts stay cards, each with every field and button of the card. */
export const FilledOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: first.name })).toBeVisible();
  },
};
/** The next page on its way: the current rows stay, marked busy, with the pager where it was. */
export const Refreshing: Story = {
  args: { isRefreshing: true, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Contas' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
export const SinglePage: Story = { args: { cards: cards.slice(0, 4), totalPages: 1 } };
export const NoneFound: Story = { args: { search: 'zzz', cards: [], totalPages: 1 } };
export const FilteredInactive: Story = {
  args: { filter: 'inativos', cards: cards.filter((c) => !c.isActive), totalPages: 1 },
};
/** The table sorted by its 'Expiração' header (or 'Ordenar por: Expiração'): the nearest expiry first. */
export const SortedByExpiration: Story = {
  args: {
    sort: { column: 'expiration', direction: 'ascending' },
    cards: [...accounts]
      .sort((a, b) => String(a.expiration_acess).localeCompare(String(b.expiration_acess)))
      .map((a) => toCardData(a, NOW)),
  },
};
/** 'Ordenar por: Status': active accounts first. */
export const SortedByStatus: Story = {
  args: {
    sort: { column: 'status', direction: 'ascending' },
    cards: [...accounts]
      .sort((a, b) => Number(isActive(b, NOW)) - Number(isActive(a, NOW)))
      .map((a) => toCardData(a, NOW)),
  },
};
export const PasswordCopied: Story = { args: { passwordCopiedId: first.id } };
export const Impersonating: Story = { args: { impersonatingId: first.id } };
export const ImpersonationFailed: Story = { args: { alertMessage: 'Erro ao tentar visualizar cliente.' } };
export const Editing: Story = {
  args: { form: { mode: 'edit', id: first.id, values: toEditValues(first) }, isFormOpen: true },
};
export const Saving: Story = {
  args: {
    form: { mode: 'edit', id: first.id, values: toEditValues(first) },
    isFormOpen: true,
    isSaving: true,
  },
};
export const SaveFailed: Story = {
  args: {
    form: { mode: 'edit', id: first.id, values: toEditValues(first) },
    isFormOpen: true,
    formError: 'Erro ao salvar usuário',
  },
};
export const NewUser: Story = {
  args: {
    form: {
      mode: 'new',
      id: null,
      values: { ...toEditValues(first), name: '', email: '', senha: '', user_phone: '', observacoes: '' },
    },
    isFormOpen: true,
  },
};
export const EventsLoading: Story = {
  args: { events: { userName: first.name, status: 'loading', error: null, items: [] }, isEventsOpen: true },
};
export const EventsListed: Story = {
  args: {
    events: { userName: first.name, status: 'ready', error: null, items: events.map(toAccountEventItem) },
    isEventsOpen: true,
  },
};
export const EventsEmpty: Story = {
  args: { events: { userName: first.name, status: 'ready', error: null, items: [] }, isEventsOpen: true },
};
export const EventsFailed: Story = {
  args: {
    events: { userName: first.name, status: 'error', error: 'Erro ao carregar eventos da conta', items: [] },
    isEventsOpen: true,
  },
};
/** The filter buttons and the search box report what the administrator chose. */
export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Ativos' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('ativos');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar usuários' }), 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
  },
};
/** The order buttons, the table's headers and the pager report what the administrator chose. */
export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Nome' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Expiração' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'expiration', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Status' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'status', direction: 'ascending' });
    // The name's header, already sorted A→Z, turns the order around.
    const nameHeader = canvas.getByRole('columnheader', { name: 'Nome' });
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Nome' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
