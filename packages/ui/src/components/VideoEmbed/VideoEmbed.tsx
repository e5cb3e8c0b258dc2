import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState } from 'react';
import { aspectRatioBox, aspectRatioVar } from './aspectRatio.css.ts';
import { PlayingVideo } from './PlayingVideo.tsx';
import { PlayOverlay, type PlayPlacement } from './PlayOverlay.tsx';
import * as styles from './VideoEmbed.css.ts';
import type { VideoSourceLike } from './videoSource.ts';

export interface VideoEmbedProps {
  video: VideoSourceLike;
  /** Names the player (iframe title / video label). */
  title: string;
  /** Accessible name of the play button, e.g. 'Assistir ao vídeo de demonstração'. */
  playLabel: string;
  /** CSS aspect ratio of the box, e.g. '16 / 9'. */
  aspectRatio?: string;
  /** Starts with the player mounted (stories). */
  defaultPlaying?: boolean;
  /** Where the play button sits on the poster. */
  playPlacement?: PlayPlacement;
  /**
   * The poster is the first thing seen (e.g. in the hero): it loads at once with high priority instead of
   * lazily, since it is likely the page's largest paint.
   */
  isAboveTheFold?: boolean;
}

/**
 * A lazy video: only the poster loads with the page; the host's player (iframe) or the video file is
 * requested when the visitor presses play, so no video host is contacted before they ask.
 */
export function VideoEmbed({
  video,
  title,
  playLabel,
  aspectRatio = '16 / 9',
  defaultPlaying = false,
  playPlacement = 'center',
  isAboveTheFold = false,
}: VideoEmbedProps) {
  const [isPlaying, setPlaying] = useState(defaultPlaying);
  return (
    <div
      className={`${styles.frame} ${aspectRatioBox}`}
      style={assignInlineVars({ [aspectRatioVar]: aspectRatio })}
    >
      {isPlaying ? (
        <PlayingVideo video={video} title={title} />
      ) : (
        <>
          {video.posterUrl && (
            <img
              className={styles.fill}
              src={video.posterUrl}
              alt=""
              loading={isAboveTheFold ? 'eager' : 'lazy'}
              fetchPriority={isAboveTheFold ? 'high' : 'auto'}
              decoding="async"
            />
          )}
          <PlayOverlay label={playLabel} onPlay={() => setPlaying(true)} placement={playPlacement} />
        </>
      )}
    </div>
  );
}
