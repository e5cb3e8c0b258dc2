import * as styles from './VideoEmbed.css.ts';
import { EMBED_ALLOW, embedUrlWithAutoplay, type VideoSourceLike } from './videoSource.ts';

/** The real player, mounted only after the visitor pressed play: a host's iframe or the page's own <video>. */
export function PlayingVideo({ video, title }: { video: VideoSourceLike; title: string }) {
  if (video.kind === 'embed') {
    return (
      <iframe
        className={styles.fill}
        src={embedUrlWithAutoplay(video.url)}
        title={title}
        allow={EMBED_ALLOW}
        allowFullScreen
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the sample and customer videos ship without caption tracks.
    <video
      className={styles.player}
      src={video.url}
      poster={video.posterUrl ?? undefined}
      aria-label={title}
      controls
      autoPlay
      playsInline
    />
  );
}
