import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MediaLibrary, type MediaLibraryProps } from './MediaLibrary.tsx';

const labels: MediaLibraryProps['labels'] = {
  list: 'Mídias do produto',
  empty: 'Nenhuma mídia cadastrada.',
  id: (id) => `ID: ${id}`,
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
});
