/** A video to show: a file the page plays itself, or a video host's embeddable player page. */
export interface VideoSourceLike {
  kind: 'file' | 'embed';
  url: string;
  posterUrl: string | null;
}

/** Asks a host's player (YouTube, Vimeo…) to start at once: the visitor already pressed play. */
export function embedUrlWithAutoplay(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;
}

/** What an iframe holding a host's player may do. */
export const EMBED_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
