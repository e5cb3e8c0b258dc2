import type { MediaType } from './flowText.ts';

/**
 * The files a seller may upload for the flow: each extension and the media type it is sent as, in the order the
 * panel and the server's refusal list them. The server also checks each file's leading bytes against it.
 */
export const MEDIA_UPLOAD_FORMATS = [
  { extension: '.mp4', type: 'video' },
  { extension: '.mp3', type: 'audio' },
  { extension: '.ogg', type: 'audio' },
  { extension: '.opus', type: 'audio' },
  { extension: '.png', type: 'imagem' },
  { extension: '.jpg', type: 'imagem' },
  { extension: '.jpeg', type: 'imagem' },
  { extension: '.pdf', type: 'pdf' },
] as const satisfies readonly { extension: `.${string}`; type: MediaType }[];

export type MediaUploadExtension = (typeof MEDIA_UPLOAD_FORMATS)[number]['extension'];

/** The accepted extensions, with their dot ('.mp4'), in the order messages list them. */
export const MEDIA_UPLOAD_EXTENSIONS: readonly MediaUploadExtension[] = MEDIA_UPLOAD_FORMATS.map(
  ({ extension }) => extension,
);

/** A file name's extension, lower case with its dot ('Foto.JPG' → '.jpg'); '' when it has none. */
export const fileExtensionOf = (fileName: string): string =>
  /\.[^.]+$/.exec(fileName.trim())?.[0].toLowerCase() ?? '';

/** The media type an accepted file is sent as, by its name's extension (case-insensitive); undefined if refused. */
export function mediaTypeOfFileName(fileName: string): MediaType | undefined {
  const extension = fileExtensionOf(fileName);
  return MEDIA_UPLOAD_FORMATS.find((format) => format.extension === extension)?.type;
}
