import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '../db/integrationTables.ts';

/**
 * The accepted upload formats (docs/panel-screens.md#media): extension → the media kind it becomes and what its
 * leading bytes must be, as file-type names them. A file is accepted only when both its extension and its
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

export const MEDIA_FORMATS: readonly MediaFormat[] = [
  { extension: 'mp4', kind: 'video', contentTypes: ISO_MEDIA },
  { extension: 'mp3', kind: 'audio', contentTypes: new Set(['mp3']) },
  { extension: 'ogg', kind: 'audio', contentTypes: OGG },
  { extension: 'opus', kind: 'audio', contentTypes: OGG },
  { extension: 'png', kind: 'imagem', contentTypes: new Set(['png', 'apng']) },
  { extension: 'jpg', kind: 'imagem', contentTypes: JPEG },
  { extension: 'jpeg', kind: 'imagem', contentTypes: JPEG },
  { extension: 'pdf', kind: 'pdf', contentTypes: new Set(['pdf']) },
];

const BY_EXTENSION = new Map(MEDIA_FORMATS.map((format) => [format.extension, format]));

/** The accepted format of a client file name by its extension (case-insensitive), or undefined. */
export function formatOfFileName(fileName: string): MediaFormat | undefined {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match?.[1] ? BY_EXTENSION.get(match[1].toLowerCase()) : undefined;
}

/** Whether the file's leading bytes are really of that format. */
export async function contentMatchesFormat(format: MediaFormat, head: Uint8Array): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head);
  return detected !== undefined && format.contentTypes.has(detected.ext);
}
