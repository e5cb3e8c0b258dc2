import type { MediaKind } from '../../db/integrationTables.ts';

/** The `media` of an instances-service message event (openapi.yaml InstanceMessageEvent), as received. */
export interface InstancesEventMedia {
  readonly type: 'image' | 'video' | 'audio' | 'document';
  readonly url?: string | undefined;
  readonly mime_type?: string | undefined;
  readonly file_name?: string | undefined;
}

/** What a message event carries, in the product's terms: the words (or caption), and the file when there is one. */
export interface MessageContent {
  readonly text: string;
  readonly media: MediaKind | undefined;
  /** The file's http(s) address, when the service gave one. */
  readonly mediaUrl: string | undefined;
}

const KIND: Readonly<Record<Exclude<InstancesEventMedia['type'], 'document'>, MediaKind>> = {
  image: 'imagem',
  video: 'video',
  audio: 'audio',
};

const isPdf = (media: InstancesEventMedia) =>
  media.mime_type?.trim().toLowerCase() === 'application/pdf' ||
  /\.pdf$/i.test(media.file_name?.trim() ?? '');

/**
 * An instances-service event's text and media. The caption comes in `text`. A document other than a PDF has no
 * media type in the product: the lead still wrote, so its file name stands as the words when there is no caption
 * (as with Evolution). An address that is not http(s) is dropped.
 */
export function instancesMessageContent(
  text: string,
  media: InstancesEventMedia | undefined,
): MessageContent {
  if (!media) return { text, media: undefined, mediaUrl: undefined };
  const url = media.url?.trim();
  const mediaUrl = url && /^https?:\/\/\S+$/i.test(url) ? url : undefined;
  if (media.type !== 'document') return { text, media: KIND[media.type], mediaUrl };
  if (isPdf(media)) return { text, media: 'pdf', mediaUrl };
  return { text: text.trim() || media.file_name?.trim() || '', media: undefined, mediaUrl: undefined };
}
