import { fileExtensionOf, MEDIA_UPLOAD_FORMATS, type MediaUploadExtension } from '@agente/rules';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '../db/integrationTables.ts';

/**
 * The accepted upload formats (docs/panel-screens.md#media; the list is @agente/rules' MEDIA_UPLOAD_FORMATS):
 * extension → the media kind it becomes and what its leading bytes must be, as file-type names them. A file is accepted only when both its extension and its
 * content agree, so a renamed executable is refused.
 */
export interface MediaFormat {
  readonly extension: string;
  readonly kind: MediaKind;
  /** file-type's `ext` values the content may be detected as (container families browsers play). */
  readonly contentTypes: ReadonlySet<string>;
}

const ISO_MEDIA = new Set(['mp4', 'm4v', 'm4a', 'mov']);
const OGG = new Set(['ogg', 'oga', 'opus', 'spx', 'ogx']);
const JPEG = new Set(['jpg']);

/** What each accepted extension's content may be detected as; the extensions themselves are @agente/rules'. */
const CONTENT_TYPES: Readonly<Record<MediaUploadExtension, ReadonlySet<string>>> = {
  '.mp4': ISO_MEDIA,
  '.mp3': new Set(['mp3']),
  '.ogg': OGG,
  '.opus': OGG,
  '.png': new Set(['png', 'apng']),
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.pdf': new Set(['pdf']),
};

export const MEDIA_FORMATS: readonly MediaFormat[] = MEDIA_UPLOAD_FORMATS.map(({ extension, type }) => ({
  extension: extension.slice(1),
  kind: type,
  contentTypes: CONTENT_TYPES[extension],
}));

const BY_EXTENSION = new Map(MEDIA_FORMATS.map((format) => [format.extension, format]));

/** The accepted format of a client file name by its extension (case-insensitive), or undefined. */
export function formatOfFileName(fileName: string): MediaFormat | undefined {
  return BY_EXTENSION.get(fileExtensionOf(fileName).slice(1));
}

/** Whether the file's leading bytes are really of that format. */
export async function contentMatchesFormat(format: MediaFormat, head: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head);
  return detected !== undefined && format.contentTypes.has(detected.ext);
}
