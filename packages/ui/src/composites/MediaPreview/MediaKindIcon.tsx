import type { IconProps } from '../../icons/Icon.tsx';
import { AudioFileIcon, ImageFileIcon, PdfFileIcon, UnknownFileIcon, VideoFileIcon } from './mediaIcons.tsx';
import { isMediaKind } from './mediaKind.ts';

const KIND_ICONS = {
  imagem: ImageFileIcon,
  video: VideoFileIcon,
  audio: AudioFileIcon,
  pdf: PdfFileIcon,
} as const;

/** The icon of a media kind; an unknown kind gets a generic file icon. */
export function MediaKindIcon({ kind, ...props }: IconProps & { kind: string }) {
  const KindIcon = isMediaKind(kind) ? KIND_ICONS[kind] : UnknownFileIcon;
  return <KindIcon {...props} />;
}
