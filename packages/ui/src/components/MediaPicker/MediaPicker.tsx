import { MediaKindIcon } from '../MediaPreview/MediaKindIcon.tsx';
import { PickerDialog } from '../PickerDialog/PickerDialog.tsx';

export interface MediaPickerOption {
  id: number;
  title: string;
  kind: string;
  /** Second line, e.g. the kind ("pdf") or "Já está na etapa". */
  description: string;
  /** Already in the step, or the step is full. */
  isDisabled: boolean;
}

export interface MediaPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog title, e.g. "Selecionar mídia". */
  title: string;
  emptyText: string;
  closeLabel?: string;
  media: readonly MediaPickerOption[];
  onPick: (id: number) => void;
}

/** The step composer's "add media" modal: the product's media with their kind icons. */
export function MediaPicker({ media, ...props }: MediaPickerProps) {
  const items = media.map((option) => ({
    id: option.id,
    label: option.title,
    description: option.description,
    icon: <MediaKindIcon kind={option.kind} />,
    isDisabled: option.isDisabled,
  }));
  return <PickerDialog {...props} items={items} />;
}
