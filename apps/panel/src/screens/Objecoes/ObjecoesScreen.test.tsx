import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import ObjecoesScreen from './ObjecoesScreen.tsx';

const objections: Schemas['Objection'][] = [
  { id: 1, pergunta: 'Está caro', resposta: 'Parcelamos em até 12 vezes.', status: 'ativa' },
  { id: 2, pergunta: 'Tem garantia?', resposta: 'Sim, 7 dias.', status: 'inativa' },
];

function renderObjections(routes: Record<string, Handler> = {}, list = objections) {
  return renderScreen(ObjecoesScreen, {
    route: '/panel/objecoes/:id',
    path: '/panel/objecoes/3',
    routes: { 'GET /api/products/3/objecoes': () => json({ objecoes: list }), ...routes },
  });
}

const listOf = () => screen.findByRole('list', { name: 'Objeções cadastradas' });

describe('ObjecoesScreen', () => {
  it('lists the objections with their status and filters them by the search', async () => {
    const user = userEvent.setup();
    renderObjections();
    const list = await listOf();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('switch', { name: 'Ativa: Está caro' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Ativa: Tem garantia?' })).not.toBeChecked();

    await user.click(screen.getByRole('searchbox', { name: 'Buscar objeção' }));
    await user.paste('GARANTIA');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Tem garantia?')).toBeInTheDocument();
  });

  it('shows the required messages and does not submit when Enter is pressed in the answer', async () => {
    const user = userEvent.setup();
    const { api } = renderObjections();
    await listOf();
    const answer = screen.getByRole('textbox', { name: 'Resposta' });
    await user.type(answer, 'a{Enter}b');
    expect(answer).toHaveValue('a\nb');
    expect(api.callsTo('POST /api/products/3/objecoes')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Adicionar objeção' }));
    expect(screen.getByText('Pergunta é obrigatória')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/objecoes')).toHaveLength(0);
  });

  it('creates an objection with status ativa by default', async () => {
    const user = userEvent.setup();
    const { api } = renderObjections({
      'POST /api/products/3/objecoes': ({ body }) => json({ objecao: { id: 5, ...(body as object) } }, 201),
    });
    await listOf();
    await user.click(screen.getByRole('textbox', { name: 'Pergunta' }));
    await user.paste('Entrega demora?');
    await user.click(screen.getByRole('textbox', { name: 'Resposta' }));
    await user.paste('Chega em 3 dias úteis.');
    await user.click(screen.getByRole('button', { name: 'Adicionar objeção' }));
    expect(await screen.findByText('Objeção cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/objecoes')[0]?.body).toEqual({
      pergunta: 'Entrega demora?',
      resposta: 'Chega em 3 dias úteis.',
      status: 'ativa',
    });
    expect(within(await listOf()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('toggles the status by sending the whole objection, with the spec messages', async () => {
    const user = userEvent.setup();
    const { api } = renderObjections({
      'PUT /api/products/3/objecoes/1': ({ body }) =>
        json({ objecao: { ...(body as Schemas['Objection']) } }),
      'PUT /api/products/3/objecoes/2': ({ body }) =>
        json({ objecao: { ...(body as Schemas['Objection']) } }),
    });
    await user.click(within(await listOf()).getByRole('switch', { name: 'Ativa: Está caro' }));
    expect(await screen.findByText('Objeção desativada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/3/objecoes/1')[0]?.body).toEqual({
      ...objections[0],
      status: 'inativa',
    });
    expect(screen.getByRole('switch', { name: 'Ativa: Está caro' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Ativa: Tem garantia?' }));
    expect(await screen.findByText('Objeção ativada com sucesso!')).toBeInTheDocument();
  });

  it('keeps the status and says so when the toggle fails', async () => {
    const user = userEvent.setup();
    renderObjections({ 'PUT /api/products/3/objecoes/1': () => fail(500, '') });
    await user.click(within(await listOf()).getByRole('switch', { name: 'Ativa: Está caro' }));
    expect(await screen.findByText('Erro ao alterar status da objeção')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ativa: Está caro' })).toBeChecked();
  });

  // 50 cards make role queries over the whole page slow: this test looks inside the form and one card.
  it('disables adding at 50 objections and states the limit, while editing stays possible', async () => {
    const user = userEvent.setup();
    const fifty = Array.from({ length: 50 }, (_, i): Schemas['Objection'] => ({
      id: i + 1,
      pergunta: `Pergunta ${i + 1}`,
      resposta: 'Resposta',
      status: 'ativa',
    }));
    renderObjections({}, fifty);
    const form = screen.getByRole('form', { name: 'Nova objeção' });
    await screen.findByText('50 de 50 objeções');
    expect(within(form).getByRole('button', { name: 'Adicionar objeção' })).toBeDisabled();
    expect(
      within(form).getByText(
        'Limite máximo de 50 objeções atingido. Para adicionar uma nova, remova uma existente.',
      ),
    ).toBeInTheDocument();

    const card = screen.getByText('Pergunta 7').closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Editar: Pergunta 7' }));
    const editForm = screen.getByRole('form', { name: 'Editar objeção' });
    expect(within(editForm).getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    expect(within(editForm).getByRole('textbox', { name: 'Pergunta' })).toHaveValue('Pergunta 7');
  }, 15_000);

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderObjections({ 'DELETE /api/products/3/objecoes/2': () => json({ message: 'ok' }) });
    await user.click(within(await listOf()).getByRole('button', { name: 'Excluir: Tem garantia?' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir objeção' });
    expect(dialog).toHaveTextContent('Tem garantia?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Objeção excluída com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/products/3/objecoes/2')).toHaveLength(1);
    expect(within(await listOf()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the load error', async () => {
    renderObjections({ 'GET /api/products/3/objecoes': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar objeções')).toBeInTheDocument();
  });
});
