import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import DesativadosScreen from './DesativadosScreen.tsx';

const records: Schemas['DisabledNumber'][] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'Fornecedor' : `Contato ${i + 1}`,
  phone_block: `55119888800${String(i).padStart(2, '0')}`,
  // 15:30 UTC is 12:30 in São Paulo.
  data_hora: '2025-05-12T15:30:00.000Z',
}));

function renderDisabled(routes: Record<string, Handler> = {}) {
  return renderScreen(DesativadosScreen, {
    route: '/panel/desativados',
    path: '/panel/desativados',
    routes: { 'GET /api/desativados': () => json({ desativados: records }), ...routes },
  });
}

const table = () => screen.findByRole('table', { name: 'Números desativados' });

describe('DesativadosScreen', () => {
  it('shows 10 records per page with São Paulo time and pages with Anterior/Próxima', async () => {
    const user = userEvent.setup();
    renderDisabled();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11); // header + 10
    expect(rows[1]).toHaveTextContent('Fornecedor');
    expect(rows[1]).toHaveTextContent('(11) 98888-0000');
    expect(rows[1]).toHaveTextContent('12/05/2025 12:30');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
  });

  it('searches by name or phone digits, back on the first page', async () => {
    const user = userEvent.setup();
    renderDisabled();
    await table();
    await user.click(screen.getByRole('searchbox', { name: 'Buscar número desativado' }));
    await user.paste('fornec');
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText(/Página/)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar número desativado' }));
    await user.paste('98888-0011');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Contato 12');
  });

  /** The screen loaded, with a server that saves what it is sent; returns the phone field. */
  async function renderSaving() {
    const user = userEvent.setup();
    const { api } = renderDisabled({
      'POST /api/desativados': ({ body }) =>
        json({ desativado: { id: 99, data_hora: '2025-05-12T15:30:00.000Z', ...(body as object) } }, 201),
    });
    await table();
    return { user, api, phone: screen.getByRole('textbox', { name: 'Telefone' }) };
  }

  it('masks the phone as typed and sends it as 55 + digits', async () => {
    const { user, api, phone } = await renderSaving();
    await user.type(phone, '21977776666');
    expect(phone).toHaveValue('(21) 9.7777-6666');
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.paste('Mãe');
    await user.click(screen.getByRole('button', { name: 'Desativar número' }));

    expect(await screen.findByText('Número desativado cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/desativados')[0]?.body).toEqual({
      name: 'Mãe',
      phone_block: '5521977776666',
    });
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('Mãe');
    expect(phone).toHaveValue('');
  });

  it('takes a number typed with its country code, masked without it, and says so in the hint', async () => {
    const { user, api, phone } = await renderSaving();
    expect(phone).toHaveAccessibleDescription(
      'Informe DDD e número, com ou sem o código do país 55: (21) 9.1234-5678.',
    );
    await user.type(phone, '5521912345678');
    expect(phone).toHaveValue('(21) 9.1234-5678');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Loja');
    await user.click(screen.getByRole('button', { name: 'Desativar número' }));
    expect(await screen.findByText('Número desativado cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/desativados')[0]?.body).toEqual({
      name: 'Loja',
      phone_block: '5521912345678',
    });
  });

  it('requires name and phone', async () => {
    const user = userEvent.setup();
    const { api } = renderDisabled();
    await table();
    await user.click(screen.getByRole('button', { name: 'Desativar número' }));
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument();
    expect(api.callsTo('POST /api/desativados')).toHaveLength(0);
  });

  it("says 'Telefone inválido' at the field for a number too short to be a phone, sending nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderDisabled();
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '119888');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Desativar número' }));
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAccessibleDescription(
      /Telefone inválido/,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/desativados')).toHaveLength(0);
  });

  it("shows the server's message in the toast corner when blocking fails", async () => {
    const user = userEvent.setup();
    renderDisabled({ 'POST /api/desativados': () => fail(409, 'Este número já está desativado.') });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11988880000');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Desativar número' }));
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(notifications).findByText('Este número já está desativado.')).toBeInTheDocument();
  });

  it('deletes a record after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderDisabled({ 'DELETE /api/desativados/1': () => json({ message: 'ok' }) });
    await user.click(within(await table()).getByRole('button', { name: 'Excluir: Fornecedor' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Excluir registro' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText('Registro excluído com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/desativados/1')).toHaveLength(1);
    expect(within(await table()).queryByText('Fornecedor')).not.toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderDisabled({ 'GET /api/desativados': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar desativados')).toBeInTheDocument();
  });
});
