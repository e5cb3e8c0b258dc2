import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaStorage } from '../../../media/storage.ts';
import { newMediaFileName } from '../../../media/storage.ts';
import { mediaUrl } from '../../../runtime/planner/planTurn.ts';
import type { GraphApi } from './graphApi.ts';

/** File extensions by the type Meta declares, when the content itself says nothing file-type knows. */
const EXTENSION_OF_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'application/pdf': 'pdf',
};

/**
 * A lead's file, downloaded by its media id with the account's token (Meta's URL lives five minutes and needs the
 * token, so it is never handed on) and kept in the product's media storage like an uploaded file: its public
 * address is what Conversas shows and what transcription reads. Undefined when larger than Meta's own ceiling.
 */
export async function keepLeadMedia(
  graph: GraphApi,
  storage: MediaStorage,
  publicUrl: string,
  mediaId: string,
  token: string,
): Promise<string | undefined> {
  const file = await graph.downloadMedia(mediaId, token);
  if (!file) return undefined;
  const detected = await fileTypeFromBuffer(file.bytes);
  const extension = detected?.ext ?? EXTENSION_OF_MIME[file.mimeType] ?? 'bin';
  const name = newMediaFileName(/^[a-z0-9]+$/.test(extension) ? extension : 'bin');
  await storage.write(name, Readable.from([file.bytes]));
  return mediaUrl(publicUrl, name);
}
