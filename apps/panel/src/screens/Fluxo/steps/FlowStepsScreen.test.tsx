import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../testing/fakeApi.ts';
import { installFakeUpload } from '../testing/fakeUpload.ts';
import { fail, json, manySteps, renderFluxo, steps } from '../testing/fluxoFixtures.ts';

const stepList = () => screen.findByRole('list', { name: 'Etapas do fluxo' });
const newStep = () => screen.getByRole('form', { name: 'Nova etapa' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);

afterEach(() => {
  vi.unstubAllGlobals();
});

// A whole screen re-renders on every keystroke in happy-dom: slow on a shared machine, so a wider timeout.
describe("FlowStepsScreen: the flow page's steps", { timeout: 30_000 }, () => {
  it('lists the steps by position, each with its markers before its text', async () => {
    renderFluxo();
    const list = await stepList();
    expect(titles(list)).toEqual(['Etapa 1', 'Etapa 2', 'Etapa 3']);
    const [first, second, third] = texts(list);
    expect(first).toHaveTextContent('Olá! Tudo bem?');
    const markers = within(second as HTMLElement).getByRole('list', { name: 'Itens da etapa' });
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mídia: Catálogo (PDF)', 'Oferta: Kit 3 frascos — R$\u00a097,90']);
    expect(second).toHaveTextContent(/Oferta: Kit 3 frascos — R\$\s97,90Segue o catálogo\.$/);
    expect(third).toHaveTextContent('Pausar agenteVou chamar um atendente.');
    expect(screen.getByText('3 de 15 etapas')).toBeInTheDocument();
    expect(
      screen.getByText('Cada etapa pode ter no máximo 4 mídias, e o fluxo pode ter no máximo 15 etapas.'),
    ).toBeInTheDocument();
  });

  it('builds a step with a media, an offer and a pause, stored as media → offer → pause → text', async () => {
    const user = userEvent.setup();
    const { api } = renderFluxo({
      'POST /api/products/3/fluxo': ({ body }) =>
        json({ fluxo: { id: 20, posicao: 4, texto: (body as { texto: string }).texto } }, 201),
    });
    await stepList();
    const composer = newStep();
    const add = within(composer).getByRole('button', { name: 'Adicionar etapa' });
    expect(add).toBeDisabled();

    await user.type(within(composer).getByRole('textbox', { name: 'Texto da etapa' }), 'Veja o vídeo');
    await user.click(within(composer).getByRole('button', { name: 'Pausar agente' }));
    await user.click(within(composer).getByRole('button', { name: 'Adicionar oferta' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Selecionar oferta' })).getByText('R$ 147,00'),
    );
    await user.click(within(composer).getByRole('button', { name: 'Adicionar mídia' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Selecionar mídia' })).getByText('Depoimento'),
    );

    const chips = within(composer).getByRole('list', { name: 'Itens da etapa' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mídia: Depoimento (Vídeo)', 'Oferta: R$\u00a0147,00', 'Pausar agente']);
    expect(within(composer).getByRole('button', { name: 'Pausar agente' })).toBeDisabled();
    expect(within(composer).getByText('12/400')).toBeInTheDocument();

    await user.click(add);
    expect(await screen.findByText('Etapa adicionada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/fluxo')[0]?.body).toEqual({
      texto:
        '{MEDIA Id=7 codec=video}{OFERTA Id=2 Valor=147.00 Link=pay.exemplo.com/kit-2}{PAUSAR_AGENTE}Veja o vídeo',
      posicao: 4,
    });
    const list = await stepList();
    expect(titles(list)).toEqual(['Etapa 1', 'Etapa 2', 'Etapa 3', 'Etapa 4']);
    expect(texts(list)[3]).toHaveTextContent(
      'Mídia: Depoimento (Vídeo)Oferta: R$ 147,00Pausar agenteVeja o vídeo',
    );
    expect(within(newStep()).getByRole('textbox', { name: 'Texto da etapa' })).toHaveValue('');
    expect(within(newStep()).queryByRole('list', { name: 'Itens da etapa' })).not.toBeInTheDocument();
  });

  it('uploads a new media from inside the picker: it joins the product and goes into the step', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUpload();
    renderFluxo();
    await stepList();
    const composer = newStep();
    await user.click(within(composer).getByRole('button', { name: 'Adicionar mídia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    const form = within(dialog).getByRole('form', { name: 'Enviar nova mídia' });
    // Only the file and its title: the media is this product's.
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'Antes e depois.png', { type: 'image/png' }));
    expect(within(form).getByRole('textbox', { name: 'Título' })).toHaveValue('Antes e depois');
    await user.click(within(form).getByRole('button', { name: 'Enviar e adicionar' }));

    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body.get('id_produto')).toBe('3');
    uploads[0]?.respond(201, {
      media: { id: 40, titulo: 'Antes e depois', tipo: 'imagem', nome_arquivo: 'ad.png', id_produto: 3 },
      message: 'Mídia enviada com sucesso!',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selecionar mídia' })).toBeNull());
    const chips = within(composer).getByRole('list', { name: 'Itens da etapa' });
    expect(within(chips).getByText('Mídia: Antes e depois (Imagem)')).toBeInTheDocument();
    // The library below lists it too.
    expect(
      within(screen.getByRole('list', { name: 'Mídias do produto' })).getByRole('img', {
        name: 'Antes e depois',
      }),
    ).toBeInTheDocument();
  });

  it('never adds the same media or offer twice to a step, and stops at 4 media', async () => {
    const user = userEvent.setup();
    renderFluxo();
    await stepList();
    const composer = newStep();
    const pickMedia = async (title: string) => {
      await user.click(within(composer).getByRole('button', { name: 'Adicionar mídia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
      await user.click(within(dialog).getByText(title));
    };
    await pickMedia('Catálogo');
    await user.click(within(composer).getByRole('button', { name: 'Adicionar mídia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar mídia' });
    const taken = within(dialog).getByRole('option', { name: /Catálogo/ });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveTextContent('Já está na etapa');
    await user.keyboard('{Escape}');

    await pickMedia('Foto do kit');
    await pickMedia('Depoimento');
    expect(within(composer).getByRole('button', { name: 'Adicionar mídia' })).toBeEnabled();
    await pickMedia('Boas-vindas');
    expect(within(composer).getByRole('button', { name: 'Adicionar mídia' })).toBeDisabled();
    expect(within(composer).getByText('Só é permitido no máximo 4 mídias por etapa.')).toBeInTheDocument();

    await user.click(within(composer).getByRole('button', { name: 'Remover mídia Foto do kit' }));
    expect(within(composer).getByRole('button', { name: 'Adicionar mídia' })).toBeEnabled();
    expect(
      within(composer).queryByText('Só é permitido no máximo 4 mídias por etapa.'),
    ).not.toBeInTheDocument();

    await user.click(within(composer).getByRole('button', { name: 'Adicionar oferta' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Selecionar oferta' })).getByText(
        'Kit 3 frascos — R$ 97,90',
      ),
    );
    await user.click(within(composer).getByRole('button', { name: 'Adicionar oferta' }));
    const offerDialog = await screen.findByRole('dialog', { name: 'Selecionar oferta' });
    expect(within(offerDialog).getByRole('option', { name: /^Kit 3 frascos — R\$\s97,90/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('counts the text to 400 with line breaks as one character and needs text to add', async () => {
    const user = userEvent.setup();
    renderFluxo();
    await stepList();
    const composer = newStep();
    const box = within(composer).getByRole('textbox', { name: 'Texto da etapa' });
    await user.type(box, '   ');
    expect(within(composer).getByRole('button', { name: 'Adicionar etapa' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Oi{Enter}tudo');
    expect(box).toHaveAccessibleDescription('7/400');
    expect(within(composer).getByRole('button', { name: 'Adicionar etapa' })).toBeEnabled();
    await user.paste('x'.repeat(400));
    expect((box as HTMLTextAreaElement).value).toHaveLength(400);
    expect(box).toHaveAccessibleDescription('400/400');
  });

  it('refuses a 16th step with the spec message', async () => {
    const user = userEvent.setup();
    const { api } = renderFluxo({ 'GET /api/products/3/fluxo': () => json({ fluxo: manySteps(15) }) });
    await stepList();
    const composer = newStep();
    await user.type(within(composer).getByRole('textbox', { name: 'Texto da etapa' }), 'Mais uma');
    expect(within(composer).getByRole('button', { name: 'Adicionar etapa' })).toBeDisabled();
    expect(within(composer).getByText('Só é permitido no máximo 15 etapas no fluxo.')).toBeInTheDocument();
    await user.click(within(composer).getByRole('textbox', { name: 'Texto da etapa' }));
    expect(api.callsTo('POST /api/products/3/fluxo')).toHaveLength(0);
  });

  it("shows the server's refusal of a new step in its composer", async () => {
    const user = userEvent.setup();
    renderFluxo({ 'POST /api/products/3/fluxo': () => fail(500, '') });
    await stepList();
    await user.type(within(newStep()).getByRole('textbox', { name: 'Texto da etapa' }), 'Oi');
    await user.click(within(newStep()).getByRole('button', { name: 'Adicionar etapa' }));
    expect(await within(newStep()).findByText('Erro ao adicionar etapa')).toBeInTheDocument();
    expect(within(newStep()).getByRole('textbox', { name: 'Texto da etapa' })).toHaveValue('Oi');
  });

  it('moves a step by sending the full list with the two positions swapped', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    const { api } = renderFluxo({ 'PUT /api/products/3/fluxo/reorder': () => reply.promise });
    const list = await stepList();
    expect(within(list).getByRole('button', { name: 'Mover para cima (Etapa 1)' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Mover para baixo (Etapa 3)' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Mover para baixo (Etapa 1)' }));
    expect(api.callsTo('PUT /api/products/3/fluxo/reorder')[0]?.body).toEqual({
      steps: [
        { id: 11, posicao: 2 },
        { id: 12, posicao: 1 },
        { id: 13, posicao: 3 },
      ],
    });
    // While the request runs every move is disabled.
    expect(within(list).getByRole('button', { name: 'Mover para cima (Etapa 2)' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Mover para baixo (Etapa 2)' })).toBeDisabled();

    const [olá, catálogo, pausa] = [steps[1], steps[0], steps[2]] as const;
    reply.release(json({ fluxo: [{ ...catálogo, posicao: 1 }, { ...olá, posicao: 2 }, pausa] }));
    await waitFor(() => expect(texts(list)[0]).toHaveTextContent('Segue o catálogo.'));
    expect(texts(list)[1]).toHaveTextContent('Olá! Tudo bem?');
    expect(within(list).getByRole('button', { name: 'Mover para baixo (Etapa 2)' })).toBeEnabled();
  });

  it('says when a move failed and keeps the order', async () => {
    const user = userEvent.setup();
    renderFluxo({ 'PUT /api/products/3/fluxo/reorder': () => fail(500, '') });
    const list = await stepList();
    await user.click(within(list).getByRole('button', { name: 'Mover para cima (Etapa 3)' }));
    expect(await screen.findByText('Erro ao mover etapa')).toBeInTheDocument();
    expect(texts(list)[2]).toHaveTextContent('Vou chamar um atendente.');
  });

  it('edits a step in place: the composer holds its markers and text; Cancelar keeps it as it was', async () => {
    const user = userEvent.setup();
    const { api } = renderFluxo({
      'PUT /api/products/3/fluxo/12': ({ body }) =>
        json({ fluxo: { id: 12, posicao: 2, texto: (body as { texto: string }).texto } }),
    });
    const list = await stepList();
    await user.click(within(list).getByRole('button', { name: 'Editar (Etapa 2)' }));
    const editor = screen.getByRole('form', { name: 'Editar Etapa 2' });
    const box = within(editor).getByRole('textbox', { name: 'Texto da etapa' });
    expect(box).toHaveValue('Segue o catálogo.');
    await user.click(
      within(editor).getByRole('button', { name: 'Remover oferta Kit 3 frascos — R$\u00a097,90' }),
    );
    await user.click(within(editor).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Editar Etapa 2' })).not.toBeInTheDocument();
    expect(texts(list)[1]).toHaveTextContent('Oferta: Kit 3 frascos — R$ 97,90');

    await user.click(within(list).getByRole('button', { name: 'Editar (Etapa 2)' }));
    const again = screen.getByRole('form', { name: 'Editar Etapa 2' });
    await user.click(within(again).getByRole('button', { name: 'Pausar agente' }));
    await user.type(within(again).getByRole('textbox', { name: 'Texto da etapa' }), ' Até já!');
    await user.click(within(again).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Etapa atualizada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/3/fluxo/12')[0]?.body).toEqual({
      texto:
        '{MEDIA Id=5 codec=pdf}{OFERTA Id=1 Valor=97.90 Link=https://pay.exemplo.com/kit-1}{PAUSAR_AGENTE}Segue o catálogo. Até já!',
    });
    expect(screen.queryByRole('form', { name: 'Editar Etapa 2' })).not.toBeInTheDocument();
    expect(texts(list)[1]).toHaveTextContent('Pausar agenteSegue o catálogo. Até já!');
  });

  it('keeps the edit open with the message when saving fails', async () => {
    const user = userEvent.setup();
    renderFluxo({ 'PUT /api/products/3/fluxo/11': () => fail(500, '') });
    const list = await stepList();
    await user.click(within(list).getByRole('button', { name: 'Editar (Etapa 1)' }));
    const editor = screen.getByRole('form', { name: 'Editar Etapa 1' });
    await user.click(within(editor).getByRole('button', { name: 'Salvar' }));
    expect(await within(editor).findByText('Erro ao atualizar etapa')).toBeInTheDocument();
  });

  it('deletes a step only after confirmation and renumbers the rest', async () => {
    const user = userEvent.setup();
    const { api } = renderFluxo({ 'DELETE /api/products/3/fluxo/11': () => json({ message: 'ok' }) });
    const list = await stepList();
    await user.click(within(list).getByRole('button', { name: 'Excluir (Etapa 1)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir etapa' });
    expect(dialog).toHaveTextContent('Deseja excluir a Etapa 1?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE /api/products/3/fluxo/11')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Excluir (Etapa 1)' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Etapa excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(titles(list)).toEqual(['Etapa 1', 'Etapa 2']);
    expect(texts(list)[0]).toHaveTextContent('Segue o catálogo.');
  });

  it('keeps the dialog open with the message when a delete fails', async () => {
    const user = userEvent.setup();
    renderFluxo({ 'DELETE /api/products/3/fluxo/13': () => fail(404, 'Etapa não encontrada.') });
    const list = await stepList();
    await user.click(within(list).getByRole('button', { name: 'Excluir (Etapa 3)' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(screen.getByRole('alertdialog')).findByText('Etapa não encontrada.'),
    ).toBeInTheDocument();
    expect(titles(list)).toHaveLength(3);
  });

  it('says when the steps cannot be loaded', async () => {
    renderFluxo({ 'GET /api/products/3/fluxo': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar etapas do fluxo')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nova etapa' })).not.toBeInTheDocument();
  });
});
