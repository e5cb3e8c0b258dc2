import { MEDIA_MAX_BYTES } from '@agente/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeUpload, installFakeUpload } from '../testing/fakeUpload.ts';
import { fail, json, media, renderFluxo } from '../testing/fluxoFixtures.ts';

const library = () => screen.findByRole('list', { name: 'Mídias do produto' });
const uploadForm = () => screen.getByRole('form', { name: 'Enviar mídia' });
const fileInput = () => uploadForm().querySelector('input[type="file"]') as HTMLInputElement;
const file = (name: string, type: string, size?: number) => {
  const made = new File(['conteúdo'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FlowMediaScreen: the flow page's media", { timeout: 30_000 }, () => {
  it('shows each media with its player, the PDF link and "Tipo não suportado" for anything else', async () => {
    renderFluxo({
      'GET /api/midias': () =>
        json({
          medias: [
            ...media,
            { id: 10, titulo: 'Planilha', tipo: 'xlsx', nome_arquivo: 'p.xlsx', id_produto: 3 },
          ],
        }),
    });
    const list = await library();
    expect(within(list).getByRole('img', { name: 'Foto do kit' })).toHaveAttribute(
      'src',
      '/uploads/midias/foto-6.png',
    );
    expect(list.querySelector('video')).toHaveAttribute('src', '/uploads/midias/depoimento-7.mp4');
    expect(list.querySelectorAll('audio')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Abrir PDF/ })).toHaveAttribute(
      'href',
      '/uploads/midias/catalogo-5.pdf',
    );
    expect(within(list).getAllByText('Tipo não suportado').length).toBeGreaterThan(0);
    // Kinds in Portuguese with their accents; the ID is not on the card (it is in the item's menu).
    for (const kind of ['Imagem', 'Vídeo', 'PDF']) expect(within(list).getByText(kind)).toBeInTheDocument();
    expect(within(list).getAllByText('Áudio')).toHaveLength(2);
    expect(within(list).queryByText('ID: 7')).not.toBeInTheDocument();
  });

  it('validates the upload with the spec messages and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = installFakeUpload();
    renderFluxo();
    await library();
    await user.clear(within(uploadForm()).getByRole('textbox', { name: 'Título' }));
    await user.click(within(uploadForm()).getByRole('button', { name: 'Enviar mídia' }));
    expect(within(uploadForm()).getByText('Selecione um arquivo para upload')).toBeInTheDocument();
    expect(within(uploadForm()).getByText('O título é obrigatório')).toBeInTheDocument();

    await user.upload(fileInput(), file('planilha.xlsx', 'application/vnd.ms-excel'));
    expect(within(uploadForm()).getByRole('alert')).toHaveTextContent(
      'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf',
    );
    await user.upload(fileInput(), file('video.mp4', 'video/mp4', MEDIA_MAX_BYTES + 1));
    expect(within(uploadForm()).getByRole('alert')).toHaveTextContent(
      'O arquivo excede o tamanho máximo permitido de 20MB',
    );
    await user.upload(fileInput(), file('notas.pdf', 'text/plain'));
    expect(within(uploadForm()).getByRole('alert')).toHaveTextContent('Tipo de arquivo não suportado');
    await user.type(within(uploadForm()).getByRole('textbox', { name: 'Título' }), 'Notas');
    await user.click(within(uploadForm()).getByRole('button', { name: 'Enviar mídia' }));
    expect(uploads).toHaveLength(0);
  });

  it('uploads with a progress bar, adds the media and clears the form', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUpload();
    renderFluxo();
    const list = await library();
    // The media is this product's: the form does not ask which product.
    expect(within(uploadForm()).queryByRole('combobox', { name: 'Produto' })).not.toBeInTheDocument();
    await user.upload(fileInput(), file('kit.png', 'image/png'));
    expect(within(uploadForm()).getByText('kit.png')).toBeInTheDocument();
    const title = within(uploadForm()).getByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('kit');
    await user.clear(title);
    await user.type(title, '  Kit completo ');
    await user.click(within(uploadForm()).getByRole('button', { name: 'Enviar mídia' }));

    expect(uploads).toHaveLength(1);
    const sent = uploads[0] as FakeUpload;
    expect(sent.url).toBe('http://localhost/api/midias/upload');
    expect(sent.headers.Authorization).toBe('Bearer token-de-teste');
    expect(sent.body.get('tipo')).toBe('imagem');
    expect(sent.body.get('titulo')).toBe('Kit completo');
    expect(sent.body.get('id_produto')).toBe('3');
    expect((sent.body.get('arquivo') as File).name).toBe('kit.png');

    sent.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Enviando arquivo' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(uploadForm()).getByRole('textbox', { name: 'Título' })).toBeDisabled();

    sent.respond(201, {
      media: { id: 30, titulo: 'Kit completo', tipo: 'imagem', nome_arquivo: 'abc.png', id_produto: 3 },
      message: 'Mídia enviada com sucesso!',
    });
    expect(await screen.findByText('Mídia enviada com sucesso!')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Kit completo' })).toHaveAttribute(
      'src',
      '/uploads/midias/abc.png',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(uploadForm()).getByRole('textbox', { name: 'Título' })).toHaveValue('');
    expect(within(uploadForm()).getByText('Nenhum arquivo selecionado')).toBeInTheDocument();
  });

  it("fills the title from the file's name until the seller types one, and sends it", async () => {
    const user = userEvent.setup();
    const uploads = installFakeUpload();
    renderFluxo();
    await library();
    const title = within(uploadForm()).getByRole('textbox', { name: 'Título' });
    await user.upload(fileInput(), file('Depoimento da Ana.mp4', 'video/mp4'));
    expect(title).toHaveValue('Depoimento da Ana');
    // Another file replaces a title the form filled in…
    await user.upload(fileInput(), file('Foto do kit.png', 'image/png'));
    expect(title).toHaveValue('Foto do kit');
    // …but never one the seller typed.
    await user.type(title, ' azul');
    await user.upload(fileInput(), file('outra.jpg', 'image/jpeg'));
    expect(title).toHaveValue('Foto do kit azul');
    await user.click(within(uploadForm()).getByRole('button', { name: 'Enviar mídia' }));
    expect(uploads[0]?.body.get('titulo')).toBe('Foto do kit azul');
  });

  it.each([
    [
      400,
      'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf',
      'VALIDACAO',
    ],
    [413, 'Espaço de armazenamento esgotado. Exclua arquivos para enviar novos.', 'ARMAZENAMENTO_ESGOTADO'],
  ])("shows the server's refusal of an upload (%i) and keeps the form", async (status, message, code) => {
    const user = userEvent.setup();
    const uploads = installFakeUpload();
    renderFluxo();
    await library();
    await user.upload(fileInput(), file('falso.mp3', 'audio/mpeg'));
    await user.clear(within(uploadForm()).getByRole('textbox', { name: 'Título' }));
    await user.type(within(uploadForm()).getByRole('textbox', { name: 'Título' }), 'Áudio');
    await user.click(within(uploadForm()).getByRole('button', { name: 'Enviar mídia' }));
    uploads[0]?.respond(status, { message, code });
    expect(await within(uploadForm()).findByText(message)).toBeInTheDocument();
    expect(within(uploadForm()).getByRole('textbox', { name: 'Título' })).toHaveValue('Áudio');
  });

  it('renames a media with Enter', async () => {
    const user = userEvent.setup();
    const { api } = renderFluxo({
      'PUT /api/midias/5': ({ body }) => json({ media: { ...media[0], ...(body as object) } }),
    });
    const list = await library();
    await user.click(within(list).getByRole('button', { name: 'Renomear (Catálogo)' }));
    const field = within(list).getByRole('textbox', { name: 'Título da mídia' });
    await user.clear(field);
    await user.type(field, ' Catálogo 2025 {Enter}');
    expect(await screen.findByText('Título da mídia atualizado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/midias/5')[0]?.body).toEqual({ titulo: 'Catálogo 2025' });
    expect(within(list).getByRole('heading', { name: 'Catálogo 2025' })).toBeInTheDocument();
  });

  it('says when a rename failed and keeps the title', async () => {
    const user = userEvent.setup();
    renderFluxo({ 'PUT /api/midias/6': () => fail(500, '') });
    const list = await library();
    await user.click(within(list).getByRole('button', { name: 'Renomear (Foto do kit)' }));
    await user.type(within(list).getByRole('textbox', { name: 'Título da mídia' }), ' novo{Enter}');
    expect(await screen.findByText('Erro ao atualizar título da mídia')).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Foto do kit' })).toBeInTheDocument();
  });

  it('copies a media ID and says so', async () => {
    const user = userEvent.setup();
    renderFluxo();
    const list = await library();
    expect(within(list).queryByText('ID: 7')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Mais ações (Depoimento)' }));
    const menu = await screen.findByRole('menu', { name: 'Mais ações (Depoimento)' });
    const copy = within(menu).getByRole('menuitem', { name: 'Copiar ID' });
    expect(within(menu).getByText('ID: 7')).toBeInTheDocument();
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('7');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toContain('Copiado!'),
    );
  });

  it('deletes a media after confirmation; a media a step uses stays, with the server’s message', async () => {
    const user = userEvent.setup();
    const { api } = renderFluxo({
      'DELETE /api/midias/5': () =>
        fail(409, 'Esta mídia está na etapa 2 do fluxo. Remova-a da etapa antes de excluir.', 'MIDIA_EM_USO'),
      'DELETE /api/midias/9': () => json({ message: 'Mídia excluída com sucesso!' }),
    });
    const list = await library();
    await user.click(within(list).getByRole('button', { name: 'Excluir (Catálogo)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir mídia' });
    expect(dialog).toHaveTextContent('Deseja excluir a mídia "Catálogo"?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByText(/Esta mídia está na etapa 2 do fluxo/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(list).getByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Excluir (Explicação)' }));
    const second = screen.getByRole('alertdialog', { name: 'Excluir mídia' });
    expect(second).not.toHaveTextContent('Esta mídia está na etapa');
    await user.click(within(second).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Mídia excluída com sucesso!')).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Explicação' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/midias/9')).toHaveLength(1);
  });

  it('says when the media cannot be loaded', async () => {
    renderFluxo({ 'GET /api/midias': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar mídias')).toBeInTheDocument();
  });
});
