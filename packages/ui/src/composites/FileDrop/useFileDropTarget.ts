import { type ClipboardEvent, type DragEvent, useRef, useState } from 'react';

/** The first file dragged or pasted in; a folder is no file, and text or links bring none. */
export function firstFile(data: DataTransfer | null): File | undefined {
  for (const item of data?.items ?? []) {
    if (item.kind !== 'file' || item.webkitGetAsEntry?.()?.isDirectory) continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  return undefined;
}

export interface FileDropTargetOptions {
  isDisabled: boolean;
  /** The file dropped or pasted; checking its kind is the caller's job. */
  onFile: (file: File) => void;
}

/**
 * Makes an element take a file dropped on it (or pasted while its button has the focus) and says while a drag
 * is over it. Nothing while disabled: the browser's own handling applies, as over any other element.
 */
export function useFileDropTarget({ isDisabled, onFile }: FileDropTargetOptions) {
  const [isDropTarget, setDropTarget] = useState(false);
  // Entering a child fires dragenter on it before dragleave on what was left, and WebKit gives dragleave no
  // relatedTarget: the drag has left once every element it entered has been left.
  const entered = useRef(new Set<Node>());

  const take = (data: DataTransfer | null) => {
    const file = firstFile(data);
    if (file) onFile(file);
  };

  const dropProps = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      entered.current.add(event.target as Node);
      setDropTarget(true);
    },
    // Without it the browser would not let the file be dropped here.
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDragLeave: (event: DragEvent) => {
      entered.current.delete(event.target as Node);
      // A child removed during the drag never fires its dragleave.
      for (const element of entered.current) {
        if (!event.currentTarget.contains(element)) entered.current.delete(element);
      }
      if (entered.current.size === 0) setDropTarget(false);
    },
    onDrop: (event: DragEvent) => {
      // Else the browser opens the file in place of the panel.
      event.preventDefault();
      entered.current.clear();
      setDropTarget(false);
      take(event.dataTransfer);
    },
    onPaste: (event: ClipboardEvent) => {
      if (firstFile(event.clipboardData) === undefined) return;
      event.preventDefault();
      take(event.clipboardData);
    },
  };

  return isDisabled ? { dropProps: {}, isDropTarget: false } : { dropProps, isDropTarget };
}
