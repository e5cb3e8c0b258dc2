import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MediaLibrary, type MediaLibraryProps } from './MediaLibrary.tsx';

const labels: MediaLibraryProps['labels'] = {
  list: 'Mídias do produto',
  empty: 'Nenhuma mídia cadastrada.',
  id: (id) => `ID: ${id}`,
  moreActions: 'Mais ações',
  copyId: 'Copiar ID',
  copied: 'Copiado!',
  rename: 'Renomear',
  titleField: 'Título da mídia',
  titleRequired: 'O título é obrigatório',
  save: 'Salvar',
  cancel: 'Cancelar',
  remove: 'Excluir',
  openPdf: 'Abrir PDF',
  newTabHint: '(abre em nova aba)',
  unsupported: 'Tipo não suportado',
};

function renderLibrary(props: Partial<MediaLibraryProps> = {}) {
  const handlers = { onRename: vi.fn(), onCopied: vi.fn(), onRemove: vi.fn() };
  render(
    <MediaLibrary
      items={[
        { id: 4, title: 'Catálogo', kind: 'pdf', kindLabel: 'pdf', src: '/uploads/midias/a.pdf' },
        { id: 5, title: 'Planilha', kind: 'xlsx', kindLabel: 'Tipo não suportado', src: '' },
      ]}
      labels={labels}
      maxTitleLength={10}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('MediaLibrary', () => {
  it('saves the trimmed title with Enter and refuses a blank one', async () => {
    const user = userEvent.setup();
    const { onRename } = renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Renomear (Catálogo)' }));
    const field = screen.getByRole('textbox', { name: 'Título da mídia' });
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(onRename).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription('O título é obrigatório');
    await user.type(field, 'Novo{Enter}');
    expect(onRename).toHaveBeenCalledWith(4, 'Novo');
  });

  it('stops the title at the limit', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Renomear (Catálogo)' }));
    const field = screen.getByRole('textbox', { name: 'Título da mídia' });
    await user.type(field, ' de produtos');
    expect(field).toHaveValue('Catálogo d');
  });

  it('sends nothing when the title is unchanged, and Escape cancels', async () => {
    const user = userEvent.setup();
    const { onRename } = renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Renomear (Catálogo)' }));
    await user.keyboard('{Enter}');
    expect(onRename).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Renomear (Catálogo)' }));
    await user.keyboard('X{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('opens a PDF in a new tab and names an unknown type', () => {
    renderLibrary();
    expect(screen.getByRole('link', { name: /Abrir PDF/ })).toHaveAttribute('href', '/uploads/midias/a.pdf');
    expect(screen.getAllByText('Tipo não suportado').length).toBeGreaterThan(0);
  });

  it('disables rename and delete of the item with a request running', () => {
    renderLibrary({ busyId: 4 });
    expect(screen.getByRole('button', { name: 'Renomear (Catálogo)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir (Catálogo)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excluir (Planilha)' })).toBeEnabled();
  });

  it("keeps the ID out of the card and copies it from the item's menu", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { onCopied } = renderLibrary();
    expect(screen.queryByText('ID: 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mais ações (Catálogo)' }));
    const menu = await screen.findByRole('menu', { name: 'Mais ações (Catálogo)' });
    const copy = within(menu).getByRole('menuitem', { name: 'Copiar ID' });
    expect(within(menu).getByText('ID: 4')).toBeInTheDocument();
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('4');
    expect(onCopied).toHaveBeenCalledWith(4);
    writeText.mockRestore();
  });

  it("says 'Copiado!' beside the menu of the item just copied", () => {
    renderLibrary({ copiedId: 5 });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['', 'Copiado!']);
  });
});
