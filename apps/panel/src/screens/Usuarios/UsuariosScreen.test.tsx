import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenedTab } from '../../app/services.ts';
import {
  deferred,
  fail,
  type Handler,
  json,
  type RecordedCall,
  type Schemas,
} from '../../testing/fakeApi.ts';
import { administrator, customer } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { fakeUserList } from './fakeUserList.ts';
import UsuariosScreen from './UsuariosScreen.tsx';

const account = (overrides: Partial<Schemas['AdminUser']>): Schemas['AdminUser'] => ({
  id: 12,
  name: 'Maria Souza',
  user_phone: '5511988887777',
  email: 'maria@exemplo.com.br',
  senha: 'Temp#4821',
  renovation_date: '2025-05-01T23:59:59.999Z',
  expiration_acess: '2099-06-01T23:59:59.999Z',
  observacoes: 'Cliente desde 2024.',
  conversas_plano: 600,
  id_plan: 'pro',
  valor_plan: 247,
  nome_plan: 'Pro',
  must_change_password: true,
  modelo_tokens_hoje: 1_500,
  modelo_tokens_mes: 42_000,
  ...overrides,
});

const maria = account({});
const joao = account({
  id: 13,
  name: 'João Pereira',
  email: 'joao@loja.com.br',
  senha: null,
  expiration_acess: '2020-01-31T23:59:59.999Z',
  must_change_password: false,
});
const ana = account({
  id: 14,
  name: 'Ana Lima',
  email: 'ana@exemplo.com.br',
  expiration_acess: null,
  senha: null,
});

/** The screen over a fake server holding `usuarios`; a test may change the array as the server's data. */
/** A tab the screen opened: where it was sent, and whether it was closed again. */
function fakeTab() {
  const tab = { url: null as string | null, closed: false };
  return {
    tab,
    open: vi.fn(() => ({
      go: (url: string) => {
        tab.url = url;
      },
      close: () => {
        tab.closed = true;
      },
    })),
  };
}

function renderUsers(
  routes: Record<string, Handler> = {},
  usuarios = [maria, joao, ana],
  openTab: () => OpenedTab | null = fakeTab().open,
) {
  return renderScreen(UsuariosScreen, {
    route: '/panel/usuarios',
    path: '/panel/usuarios',
    user: administrator,
    routes: { 'GET /api/usuarios/list': fakeUserList(() => usuarios), ...routes },
    openTab,
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Contas' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const card = (name: string) => screen.getByRole('article', { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The window's size as happy-dom's media queries read it (its default is 1024 × 768). */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height,
  });

// Typing into many fields is slow on a shared machine.
describe('UsuariosScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A phone: one card per account, every field on it. The desktop's table has its own tests below.
    setViewport(375, 812);
  });
  afterEach(() => {
    vi.useRealTimers();
    setViewport(1024, 768);
  });
  const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it("shows 'Acesso restrito.' to anyone but the administrator and loads nothing", async () => {
    const { api } = renderScreen(UsuariosScreen, {
      route: '/panel/usuarios',
      path: '/panel/usuarios',
      user: customer,
    });
    expect(await screen.findByText('Acesso restrito.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/usuarios/list')).toHaveLength(0);
  });

  it('counts and marks accounts ATIVO only while the expiry is on or after now', async () => {
    renderUsers();
    await screen.findByRole('list', { name: 'Contas' });
    const counter = (name: string) => screen.getByRole('group', { name }).textContent;
    expect([counter('Total'), counter('Ativos'), counter('Inativos')]).toEqual([
      'Total3',
      'Ativos1',
      'Inativos2',
    ]);
    expect(within(card('Maria Souza')).getByText('ATIVO')).toBeInTheDocument();
    expect(within(card('João Pereira')).getByText('INATIVO')).toBeInTheDocument();
    expect(within(card('Ana Lima')).getByText('INATIVO')).toBeInTheDocument();
  });

  it('shows every field of the card, the temporary password masked, and none when there is none', async () => {
    renderUsers();
    await screen.findByRole('list', { name: 'Contas' });
    const mariaCard = card('Maria Souza');
    for (const text of ['#12', '(11) 98888-7777', 'maria@exemplo.com.br', '01/05/2025', '01/06/2099']) {
      expect(within(mariaCard).getByText(text)).toBeInTheDocument();
    }
    for (const text of [
      'Cliente desde 2024.',
      '600',
      'pro',
      'R$ 247,00',
      'Pro',
      '**********',
      '1.500 hoje · 42.000 no mês',
    ]) {
      expect(within(mariaCard).getByText(text)).toBeInTheDocument();
    }
    expect(within(mariaCard).queryByText('Temp#4821')).not.toBeInTheDocument();
    expect(within(card('João Pereira')).queryByText('**********')).not.toBeInTheDocument();
  });

  it("reveals and copies the temporary password, 'Copiado!' for 1.5 s", async () => {
    const user = setupUser();
    renderUsers();
    await screen.findByRole('list', { name: 'Contas' });
    const mariaCard = card('Maria Souza');
    await user.click(within(mariaCard).getByRole('button', { name: 'Mostrar senha' }));
    expect(within(mariaCard).getByText('Temp#4821')).toBeInTheDocument();
    await user.click(within(mariaCard).getByRole('button', { name: 'Copiar senha' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Temp#4821');
    expect(within(mariaCard).getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    await advance(1_500);
    expect(within(mariaCard).queryByRole('button', { name: 'Copiado!' })).not.toBeInTheDocument();
  });

  it('searches by name or e-mail and filters by status', async () => {
    const user = setupUser();
    renderUsers();
    await screen.findByRole('list', { name: 'Contas' });

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar usuários' }), 'joao');
    await waitFor(() => expect(names()).toEqual(['João Pereira']));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'EXEMPLO.com');
    await waitFor(() => expect(names()).toEqual(['Ana Lima', 'Maria Souza']));

    await user.click(screen.getByRole('radio', { name: 'Inativos' }));
    await waitFor(() => expect(names()).toEqual(['Ana Lima']));
    await user.click(screen.getByRole('radio', { name: 'Ativos' }));
    await waitFor(() => expect(names()).toEqual(['Maria Souza']));
    await user.type(screen.getByRole('searchbox'), 'x');
    expect(await screen.findByText('Nenhum usuário encontrado.')).toBeInTheDocument();
    // The counters still count every account, whatever the search and filter.
    expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('3');
  });

  it('asks the server once typing pauses, not once per letter', async () => {
    const user = setupUser();
    const { api } = renderUsers();
    await screen.findByRole('list', { name: 'Contas' });
    const searches = () => api.callsTo('GET /api/usuarios/list').map((call) => call.query.get('busca'));

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar usuários' }), 'joao');
    expect(screen.getByRole('searchbox')).toHaveValue('joao');
    await advance(300);

    await waitFor(() => expect(names()).toEqual(['João Pereira']));
    expect(searches()).toEqual([null, 'joao']);
  });

  it('changing the order asks the server for its order', async () => {
    const user = setupUser();
    const { api } = renderUsers();
    await screen.findByRole('list', { name: 'Contas' });
    expect(names()).toEqual(['Ana Lima', 'João Pereira', 'Maria Souza']);
    expect(screen.getByRole('radio', { name: 'Nome' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Expiração' }));
    await waitFor(() => expect(names()).toEqual(['João Pereira', 'Maria Souza', 'Ana Lima']));
    await user.click(screen.getByRole('radio', { name: 'Status' }));
    await waitFor(() => expect(names()).toEqual(['Maria Souza', 'Ana Lima', 'João Pereira']));
    expect(api.callsTo('GET /api/usuarios/list').map((call) => call.query.get('ordem'))).toEqual([
      'nome',
      'expiracao',
      'status',
    ]);
  });

  it('pages nine cards at a time, with the pager only when there is more than one page', async () => {
    const user = setupUser();
    const many = Array.from({ length: 10 }, (_, i) => account({ id: 100 + i, name: `Cliente ${i + 1}` }));
    const { api } = renderUsers({}, many);
    const grid = await screen.findByRole('list', { name: 'Contas' });
    expect(within(grid).getAllByRole('article')).toHaveLength(9);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Cliente 9']));
    expect(api.callsTo('GET /api/usuarios/list').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    // A new search starts again on page 1.
    await user.type(screen.getByRole('searchbox'), 'Cliente 1');
    await waitFor(() => expect(names()).toEqual(['Cliente 1', 'Cliente 10']));
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('keeps the current cards, marked busy, while the next page loads', async () => {
    const user = setupUser();
    const many = Array.from({ length: 10 }, (_, i) => account({ id: 100 + i, name: `Cliente ${i + 1}` }));
    const list = fakeUserList(() => many);
    const secondPage = deferred();
    let secondCall: RecordedCall | undefined;
    renderUsers({
      'GET /api/usuarios/list': (call) => {
        if (call.query.get('page') !== '2') return list(call);
        secondCall = call;
        return secondPage.promise;
      },
    });
    const grid = await screen.findByRole('list', { name: 'Contas' });
    expect(grid).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));

    expect(screen.getByRole('list', { name: 'Contas' })).toHaveAttribute('aria-busy', 'true');
    expect(names()).toHaveLength(9);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    if (!secondCall) throw new Error('page 2 was not asked for');
    secondPage.release(await list(secondCall));
    await waitFor(() => expect(names()).toEqual(['Cliente 9']));
    expect(screen.getByRole('list', { name: 'Contas' })).not.toHaveAttribute('aria-busy');
  });

  it('replaces the list with the load error', async () => {
    renderUsers({ 'GET /api/usuarios/list': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar usuários')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contas' })).not.toBeInTheDocument();
  });

  it('fills the plan fields from the plan picker; they stay editable', async () => {
    const user = setupUser();
    const { api } = renderUsers({
      'PUT /api/usuarios/12': ({ body }) => json({ usuario: { ...maria, ...(body as object) } }),
    });
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário #12' });
    const picker = within(dialog).getByRole('combobox', { name: 'Plano' });
    expect(picker).toHaveDisplayValue('Pro — 600 leads por mês');
    await user.selectOptions(picker, 'Advanced — 1.000 leads por mês');
    const field = (name: string) => within(dialog).getByLabelText(name);
    expect(field('Nome Plano')).toHaveValue('Advanced');
    expect(field('Conversas Plano')).toHaveValue(1000);
    // A custom deal: the price stays editable after the pick.
    await user.clear(field('Valor Plano'));
    await user.type(field('Valor Plano'), '350');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /api/usuarios/12')).toHaveLength(1));
    expect(api.callsTo('PUT /api/usuarios/12')[0]?.body).toMatchObject({
      id_plan: 'advanced',
      nome_plan: 'Advanced',
      conversas_plano: 1000,
      valor_plan: 350,
    });
  });

  it("edits an account: dates from the ISO date, 'Salvando...', the whole user sent, a toast that closes by itself", async () => {
    const user = setupUser();
    const reply = deferred();
    const usuarios = [maria, joao, ana];
    const { api } = renderUsers({ 'PUT /api/usuarios/12': () => reply.promise }, usuarios);
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Editar' }));

    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário #12' });
    const field = (name: string) => within(dialog).getByLabelText(name);
    expect(field('Renovação')).toHaveValue('2025-05-01');
    expect(field('Expiração')).toHaveValue('2099-06-01');
    expect(field('Senha')).toHaveValue('Temp#4821');
    await user.clear(field('Nome Plano'));
    await user.type(field('Nome Plano'), 'Advanced');
    await user.clear(field('Conversas Plano'));
    await user.type(field('Conversas Plano'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(within(dialog).getByRole('button', { name: /Salvando/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(api.callsTo('PUT /api/usuarios/12')[0]?.body).toEqual({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      user_phone: '5511988887777',
      senha: 'Temp#4821',
      renovation_date: '2025-05-01',
      expiration_acess: '2099-06-01',
      observacoes: 'Cliente desde 2024.',
      conversas_plano: 1000,
      id_plan: 'pro',
      valor_plan: 247,
      nome_plan: 'Advanced',
    });
    const saved = { ...maria, nome_plan: 'Advanced', conversas_plano: 1000 };
    usuarios[0] = saved;
    reply.release(json({ usuario: saved }));

    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The current page comes again from the server and renders as a transition, a moment later.
    expect(await within(card('Maria Souza')).findByText('Advanced')).toBeInTheDocument();
    expect(within(card('Maria Souza')).getByText('1.000')).toBeInTheDocument();
    expect(api.callsTo('GET /api/usuarios/list')).toHaveLength(2);
    // The success toast closes by itself after 3 s.
    await advance(2_500);
    expect(screen.getByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.queryByText('Usuário atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('shows a plan date as the same São Paulo day on the card and in the form, and sends it back unchanged', async () => {
    const user = setupUser();
    // paid at 22:30 on 23 Nov in São Paulo, which is already the 24th in UTC
    const paidLate = account({ renovation_date: '2026-11-24T01:30:00.000Z' });
    const { api } = renderUsers({
      'GET /api/usuarios/list': () => json({ usuarios: [paidLate] }),
      'PUT /api/usuarios/12': () => json({ usuario: paidLate }),
    });
    await screen.findByRole('list', { name: 'Contas' });
    expect(within(card('Maria Souza')).getByText('23/11/2026')).toBeInTheDocument();
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário #12' });
    expect(within(dialog).getByLabelText('Renovação')).toHaveValue('2026-11-23');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /api/usuarios/12')).toHaveLength(1));
    expect(api.callsTo('PUT /api/usuarios/12')[0]?.body).toMatchObject({ renovation_date: '2026-11-23' });
  });

  it('reads the plan value typed with a dot for centavos and refuses an ambiguous one', async () => {
    const user = setupUser();
    const { api } = renderUsers({
      'PUT /api/usuarios/12': () => json({ usuario: { ...maria, valor_plan: 97.9 } }),
    });
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário #12' });
    const valor = within(dialog).getByLabelText('Valor Plano');
    expect(valor).toHaveValue('247,00');
    await user.clear(valor);
    await user.type(valor, '10.555');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(valor).toHaveAccessibleDescription(
      'Valor ambíguo: use vírgula para os centavos (ex.: 10,55) ou escreva o valor sem ponto (ex.: 10555).',
    );
    expect(api.callsTo('PUT /api/usuarios/12')).toHaveLength(0);

    await user.clear(valor);
    await user.type(valor, '97.90');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /api/usuarios/12')).toHaveLength(1));
    expect(api.callsTo('PUT /api/usuarios/12')[0]?.body).toMatchObject({ valor_plan: 97.9 });
  });

  it('keeps the modal open with the error; Cancelar closes it and clears the error', async () => {
    const user = setupUser();
    renderUsers({ 'PUT /api/usuarios/13': () => fail(409, 'Este e-mail já está em uso.') });
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('João Pereira')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Usuário #13' });
    expect(within(dialog).getByLabelText('Senha')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este e-mail já está em uso.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card('João Pereira')).getByRole('button', { name: 'Editar' }));
    expect(screen.queryByText('Este e-mail já está em uso.')).not.toBeInTheDocument();
  });

  it("falls back to 'Erro ao salvar usuário' without a server message", async () => {
    const user = setupUser();
    renderUsers({ 'PUT /api/usuarios/12': () => fail(500, '') });
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Editar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar usuário')).toBeInTheDocument();
  });

  it("'Entrar como cliente' opens the customer's panel in a new tab, on a one-use link, copying nothing", async () => {
    const user = setupUser();
    const opened = fakeTab();
    const { api, tokenStorage } = renderUsers(
      { 'POST /api/auth/impersonate': () => json({ token: 'tok-123' }) },
      undefined,
      opened.open,
    );
    await screen.findByRole('list', { name: 'Contas' });
    await navigator.clipboard.writeText('antes');
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Entrar como cliente' }));
    await waitFor(() => expect(opened.tab.url).toBe(`${window.location.origin}/login?token=tok-123`));
    expect(opened.open).toHaveBeenCalledOnce();
    expect(api.callsTo('POST /api/auth/impersonate')[0]?.body).toEqual({ id: 12 });
    // The administrator's own session and clipboard are left alone.
    expect(tokenStorage.read()).toBe('token-de-teste');
    await expect(navigator.clipboard.readText()).resolves.toBe('antes');
  });

  it('closes the new tab and alerts when the impersonation gives no token or fails', async () => {
    const user = setupUser();
    const first = fakeTab();
    const { api } = renderUsers(
      { 'POST /api/auth/impersonate': () => json({ token: '' }) },
      undefined,
      first.open,
    );
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Entrar como cliente' }));
    expect(await screen.findByText('Não foi possível gerar o token de acesso.')).toBeInTheDocument();
    expect(first.tab).toEqual({ url: null, closed: true });

    api.on('POST /api/auth/impersonate', () => fail(403, 'Acesso restrito.'));
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Entrar como cliente' }));
    expect(await screen.findByText('Erro ao tentar visualizar cliente.')).toBeInTheDocument();
  });

  it('says so when the browser opens no new tab, without making a link', async () => {
    const user = setupUser();
    const { api } = renderUsers({}, undefined, () => null);
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Entrar como cliente' }));
    expect(
      await screen.findByText(
        'O navegador não abriu uma nova aba. Permita janelas deste site e tente de novo.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/impersonate')).toHaveLength(0);
  });

  it("creates an account with 'Novo usuário'; the server's temporary password shows on its card", async () => {
    const user = setupUser();
    const created = account({
      id: 15,
      name: 'Carla Dias',
      email: 'carla@exemplo.com.br',
      senha: 'Gerada#77',
    });
    const usuarios = [maria, joao, ana];
    const { api } = renderUsers(
      {
        'POST /api/usuarios': () => {
          usuarios.push(created);
          return json({ usuario: created }, 201);
        },
      },
      usuarios,
    );
    await screen.findByRole('list', { name: 'Contas' });
    await user.type(screen.getByRole('searchbox'), 'maria');
    await user.click(screen.getByRole('button', { name: 'Novo usuário' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo usuário' });
    expect(within(dialog).getByText('Em branco, o sistema gera uma senha temporária.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nome'), 'Carla Dias');
    await user.type(within(dialog).getByLabelText('Email'), 'carla@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Usuário criado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/usuarios')[0]?.body).toMatchObject({
      name: 'Carla Dias',
      email: 'carla@exemplo.com.br',
      senha: null,
      conversas_plano: null,
    });
    // The new account is shown through its e-mail, whatever page its name lands on.
    expect(screen.getByRole('searchbox')).toHaveValue('carla@exemplo.com.br');
    await waitFor(() => expect(names()).toEqual(['Carla Dias']));
    const carla = card('Carla Dias');
    await user.click(within(carla).getByRole('button', { name: 'Mostrar senha' }));
    expect(within(carla).getByText('Gerada#77')).toBeInTheDocument();
  });

  it("lists an account's events (purchases and the administrator's accesses), or says why it cannot", async () => {
    const user = setupUser();
    const { api } = renderUsers({
      'GET /api/usuarios/12/eventos': () =>
        json({
          eventos: [
            {
              tipo: 'acesso_administrador',
              id: 2,
              admin_name: 'Administrador',
              admin_email: 'admin@agente.com.br',
              started_at: '2026-03-11T13:00:00.000Z',
              ends_at: '2026-03-11T14:00:00.000Z',
            },
            {
              tipo: 'compra',
              id: 2,
              event_id: 'HP-2210',
              source: 'hotmart',
              event: 'PURCHASE_APPROVED',
              email: 'maria@exemplo.com.br',
              outcome: 'renovada',
              received_at: '2026-02-10T12:12:00.000Z',
            },
          ],
        }),
      'GET /api/usuarios/13/eventos': () => fail(500, ''),
    });
    await screen.findByRole('list', { name: 'Contas' });
    await user.click(within(card('Maria Souza')).getByRole('button', { name: 'Eventos da conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eventos da conta: Maria Souza' });
    const [access, item] = await within(dialog).findAllByRole('listitem');
    expect(access).toHaveTextContent('Acesso ao painel pelo administrador');
    expect(access).toHaveTextContent('11/03/2026 10:00');
    expect(access).toHaveTextContent('Administrador (admin@agente.com.br) · até 11/03/2026 11:00');
    expect(item).toHaveTextContent('Compra aprovada');
    expect(item).toHaveTextContent('Acesso renovado');
    expect(item).toHaveTextContent('10/02/2026 09:12');
    expect(item).toHaveTextContent('Hotmart · HP-2210');
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('João Pereira')).getByRole('button', { name: 'Eventos da conta' }));
    expect(await screen.findByText('Erro ao carregar eventos da conta')).toBeInTheDocument();
    expect(api.callsTo('GET /api/usuarios/13/eventos')).toHaveLength(1);
  });

  describe('on a desktop', () => {
    beforeEach(() => {
      setViewport(1280, 800);
    });
    const rowNames = () =>
      within(screen.getByRole('table', { name: 'Contas' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    const sortButton = (name: string) =>
      within(screen.getByRole('columnheader', { name })).getByRole('button', { name });

    it('lists one row per account by name; a header sorts on the server, pressed again the other way', async () => {
      const user = setupUser();
      const { api } = renderUsers();
      await screen.findByRole('table', { name: 'Contas' });
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(rowNames()).toEqual(['Ana Lima#14', 'João Pereira#13', 'Maria Souza#12']);
      expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');

      await user.click(sortButton('Expiração'));
      await waitFor(() => expect(rowNames()).toEqual(['João Pereira#13', 'Maria Souza#12', 'Ana Lima#14']));
      expect(screen.getByRole('columnheader', { name: 'Expiração' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      expect(screen.getByRole('radio', { name: 'Expiração' })).toBeChecked();
      await user.click(sortButton('Expiração'));
      // The latest expiry first; the account without a date stays last.
      await waitFor(() => expect(rowNames()).toEqual(['Maria Souza#12', 'João Pereira#13', 'Ana Lima#14']));
      expect(screen.getByRole('columnheader', { name: 'Expiração' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );

      // Enter on a focused header's button sorts as a click does.
      act(() => sortButton('Status').focus());
      await user.keyboard('{Enter}');
      await waitFor(() => expect(rowNames()).toEqual(['Maria Souza#12', 'Ana Lima#14', 'João Pereira#13']));
      expect(
        api
          .callsTo('GET /api/usuarios/list')
          .map((call) => [call.query.get('ordem'), call.query.get('direcao')]),
      ).toEqual([
        ['nome', 'asc'],
        ['expiracao', 'asc'],
        ['expiracao', 'desc'],
        ['status', 'asc'],
      ]);
    });

    it("offers every card action on the row: 'Entrar como cliente', the password copy, 'Editar', events", async () => {
      const user = setupUser();
      const opened = fakeTab();
      renderUsers({ 'POST /api/auth/impersonate': () => json({ token: 'tok-123' }) }, undefined, opened.open);
      await screen.findByRole('table', { name: 'Contas' });
      await user.click(within(row('Maria Souza')).getByRole('button', { name: 'Entrar como cliente' }));
      await waitFor(() => expect(opened.tab.url).toBe(`${window.location.origin}/login?token=tok-123`));

      expect(
        within(row('João Pereira')).queryByRole('button', { name: 'Copiar senha' }),
      ).not.toBeInTheDocument();
      await user.click(within(row('Maria Souza')).getByRole('button', { name: 'Copiar senha' }));
      await expect(navigator.clipboard.readText()).resolves.toBe('Temp#4821');
      expect(within(row('Maria Souza')).getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
      await advance(1_500);
      expect(within(row('Maria Souza')).getByRole('button', { name: 'Copiar senha' })).toBeInTheDocument();

      await user.click(within(row('Maria Souza')).getByRole('button', { name: 'Editar' }));
      expect(screen.getByRole('dialog', { name: 'Editar Usuário #12' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      await user.click(within(row('Ana Lima')).getByRole('button', { name: 'Eventos da conta' }));
      expect(await screen.findByRole('dialog', { name: /Eventos da conta: Ana Lima/ })).toBeInTheDocument();
    });
  });
});
