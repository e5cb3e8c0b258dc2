import { useRef, useState } from 'react';
import { PlayingVideo } from '../VideoEmbed/PlayingVideo.tsx';
import { PlayOverlay } from '../VideoEmbed/PlayOverlay.tsx';
import { useAutoplayWhenVisible } from '../VideoEmbed/useAutoplayWhenVisible.ts';
import * as videoStyles from '../VideoEmbed/VideoEmbed.css.ts';
import type { VideoSourceLike } from '../VideoEmbed/videoSource.ts';
import * as styles from './TestimonialVideo.css.ts';

export interface TestimonialVideoProps {
  video: VideoSourceLike;
  /** Names the playing video, e.g. 'Depoimento 1'. */
  title: string;
  /** Accessible name of the play button, e.g. 'Reproduzir depoimento 1'. */
  playLabel: string;
  /** Starts as the playable video (stories). */
  defaultPlaying?: boolean;
}

/**
 * A customer testimonial: a muted looping preview (at most 320 px wide) with a play button; pressing
 * it swaps in the video with sound and controls, already playing. A host's video shows its poster
 * until pressed, because its player must not load before the visitor asks.
 */
export function TestimonialVideo({ video, title, playLabel, defaultPlaying = false }: TestimonialVideoProps) {
  const [isPlaying, setPlaying] = useState(defaultPlaying);
  const previewRef = useRef<HTMLVideoElement>(null);
  const hasFilePreview = video.kind === 'file' && !isPlaying;
  useAutoplayWhenVisible(previewRef, hasFilePreview);

  return (
    <div className={`${videoStyles.frame} ${styles.frame}`} data-playing={isPlaying || undefined}>
      {isPlaying ? (
        <PlayingVideo video={video} title={title} />
      ) : (
        <>
          {hasFilePreview ? (
            <video
              ref={previewRef}
              className={videoStyles.fill}
              src={video.url}
              poster={video.posterUrl ?? undefined}
              preload="none"
              muted
              loop
              playsInline
              aria-hidden="true"
              tabIndex={-1}
            />
          ) : (
            video.posterUrl && (
              <img
                className={videoStyles.fill}
                src={video.posterUrl}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )
          )}
          {/* Low on the portrait preview, where the clip's own title and face are not. */}
          <PlayOverlay label={playLabel} onPlay={() => setPlaying(true)} />
        </>
      )}
    </div>
  );
}

export interface TestimonialListProps {
  videos: readonly VideoSourceLike[];
  title: (position: number) => string;
  playLabel: (position: number) => string;
}

/** The testimonials side by side, wrapping on narrow screens. */
export function TestimonialList({ videos, title, playLabel }: TestimonialListProps) {
  return (
    <ul className={styles.list}>
      {videos.map((video, index) => (
        <li key={video.url} className={styles.item}>
          <TestimonialVideo video={video} title={title(index + 1)} playLabel={playLabel(index + 1)} />
        </li>
      ))}
    </ul>
  );
}
