import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop, type FileDropProps } from './FileDrop.tsx';
import { FILE_DROP_LABELS } from './fileDropStoryData.ts';

const PDF = new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' });

/** What the browser hands over: file items (a folder among them says so through its entry), or text. */
function dataTransfer(...items: Array<File | 'folder' | 'text'>) {
  return {
    types: items.map((item) => (item === 'text' ? 'text/plain' : 'Files')),
    items: items.map((item) =>
      item === 'text'
        ? { kind: 'string', type: 'text/plain', getAsFile: () => null }
        : {
            kind: 'file',
            type: item === 'folder' ? '' : item.type,
            getAsFile: () => (item === 'folder' ? new File([], 'fotos') : item),
            webkitGetAsEntry: () => ({ isFile: item !== 'folder', isDirectory: item === 'folder' }),
          },
    ),
  };
}

function renderFileDrop(props: Partial<FileDropProps> = {}) {
  const onSelect = vi.fn();
  render(
    <FileDrop
      labels={FILE_DROP_LABELS}
      acceptedFileTypes={['.pdf', '.png']}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { onSelect, zone: screen.getByRole('group', { name: 'Área para soltar o arquivo' }) };
}

describe('FileDrop', () => {
  it('takes a dropped file, highlighting the area while the drag is over it', () => {
    const { onSelect, zone } = renderFileDrop();
    const data = dataTransfer(PDF);
    fireEvent.dragEnter(zone, { dataTransfer: data });
    expect(zone).toHaveAttribute('data-drop-target');
    fireEvent.dragOver(zone, { dataTransfer: data });
    fireEvent.drop(zone, { dataTransfer: data });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PDF);
    expect(zone).not.toHaveAttribute('data-drop-target');
  });

  it('lets the drop happen and keeps the browser from opening the file', () => {
    const { zone } = renderFileDrop();
    expect(fireEvent.dragOver(zone, { dataTransfer: dataTransfer(PDF) })).toBe(false);
    expect(fireEvent.drop(zone, { dataTransfer: dataTransfer(PDF) })).toBe(false);
  });

  it('stays highlighted while the drag crosses its children, and not once it has left', () => {
    const { zone } = renderFileDrop();
    const hint = screen.getByText('ou arraste o arquivo aqui');
    const data = dataTransfer(PDF);
    fireEvent.dragEnter(zone, { dataTransfer: data });
    fireEvent.dragEnter(hint, { dataTransfer: data });
    fireEvent.dragLeave(zone, { dataTransfer: data });
    expect(zone).toHaveAttribute('data-drop-target');
    fireEvent.dragLeave(hint, { dataTransfer: data });
    expect(zone).not.toHaveAttribute('data-drop-target');
  });

  it('passes on the first file whatever its kind: checking it is the caller’s job', () => {
    const sheet = new File(['x'], 'planilha.xlsx');
    const { onSelect, zone } = renderFileDrop();
    fireEvent.drop(zone, { dataTransfer: dataTransfer(sheet, PDF) });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(sheet);
  });

  it('ignores a dropped folder and dropped text, skipping to a file after them', () => {
    const { onSelect, zone } = renderFileDrop();
    fireEvent.drop(zone, { dataTransfer: dataTransfer('folder', 'text') });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.drop(zone, { dataTransfer: dataTransfer('text', 'folder', PDF) });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PDF);
  });

  it('takes a file pasted while its button has the focus', () => {
    const { onSelect } = renderFileDrop();
    const button = screen.getByRole('button', { name: 'Arquivo Selecionar arquivo' });
    button.focus();
    fireEvent.paste(button, { clipboardData: dataTransfer('text') });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.paste(button, { clipboardData: dataTransfer(PDF) });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PDF);
  });

  it('takes nothing and stays plain while disabled (uploading)', () => {
    const { onSelect, zone } = renderFileDrop({ isDisabled: true, progress: 40 });
    expect(zone).toHaveAttribute('data-disabled');
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer(PDF) });
    expect(zone).not.toHaveAttribute('data-drop-target');
    fireEvent.drop(zone, { dataTransfer: dataTransfer(PDF) });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('still picks a file through the button, offering the accepted types', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderFileDrop();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.pdf,.png');
    if (input) await user.upload(input, PDF);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(PDF);
  });
});
