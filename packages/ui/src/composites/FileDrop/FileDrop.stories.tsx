import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';
import { FILE_DROP_LABELS } from './fileDropStoryData.ts';

const meta = {
  title: 'Composites/FileDrop',
  component: FileDrop,
  args: {
    labels: FILE_DROP_LABELS,
    acceptedFileTypes: ['.mp4', '.mp3', '.ogg', '.opus', '.png', '.jpg', '.jpeg', '.pdf'],
    onSelect: fn(),
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input the button opens (the native picker cannot be driven, so files are set on it). */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileDrop has no file input');
  return input;
}

/**
 * The mouse picks a file through the button's picker; from the keyboard, Tab reaches the button (the area
 * itself is no stop) and Enter (then Space) opens the picker.
 */
export const NoFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Nenhum arquivo selecionado')).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', args.acceptedFileTypes.join(','));
    const file = new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(file);

    const button = canvas.getByRole('button', { name: 'Arquivo Selecionar arquivo' });
    const pickerOpens = fn();
    input.addEventListener('click', pickerOpens);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pickerOpens).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(pickerOpens).toHaveBeenCalledTimes(2);
    input.removeEventListener('click', pickerOpens);
  },
};

/** A file dragged over the area highlights it; dropped, it is the one selected. */
export const DraggingOver: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Área para soltar o arquivo' });
    const file = new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' });
    const drop = new DataTransfer();
    drop.items.add(file);
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: drop }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: drop }));
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    // Dragged over again and left there, for the picture.
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: drop }));
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  },
};

/**
 * A file pasted while the button has the focus is the one selected; pasted text is left to the browser. Real
 * clipboard events, as Chromium builds their data.
 */
export const PastedFile: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Arquivo Selecionar arquivo' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const paste = (data: DataTransfer) => {
      const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data });
      button.dispatchEvent(event);
      return event;
    };
    const text = new DataTransfer();
    text.setData('text/plain', 'catalogo.pdf');
    await expect(paste(text).defaultPrevented).toBe(false);
    await expect(args.onSelect).not.toHaveBeenCalled();
    const file = new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' });
    const withFile = new DataTransfer();
    withFile.items.add(file);
    await expect(paste(withFile).defaultPrevented).toBe(true);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const FileChosen: Story = {
  args: { fileName: 'catalogo.pdf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('catalogo.pdf')).toBeVisible();
    await expect(canvas.queryByText('Nenhum arquivo selecionado')).not.toBeInTheDocument();
  },
};

/** While uploading the bar shows the progress and the button can be neither clicked nor reached by Tab. */
export const Uploading: Story = {
  args: { fileName: 'depoimento.mp4', progress: 42, isDisabled: true },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando arquivo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent('42%');
    const button = canvas.getByRole('button', { name: 'Arquivo Selecionar arquivo' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const Invalid: Story = {
  args: {
    fileName: 'planilha.xlsx',
    errorMessage:
      'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf',
  },
  /** The error is announced and describes the button, so a keyboard user hears it on reaching it. */
  play: async ({ canvas }) => {
    const error = canvas.getByRole('alert');
    await expect(error).toHaveTextContent(/^Tipo de arquivo não permitido/);
    const button = canvas.getByRole('button', { name: 'Arquivo Selecionar arquivo' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(error.textContent ?? '');
  },
};
