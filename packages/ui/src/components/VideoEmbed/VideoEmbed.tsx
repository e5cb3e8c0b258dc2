import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState } from 'react';
import { aspectRatioBox, aspectRatioVar } from './aspectRatio.css.ts';
import { PlayingVideo } from './PlayingVideo.tsx';
import { PlayOverlay } from './PlayOverlay.tsx';
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
            <img className={styles.fill} src={video.posterUrl} alt="" loading="lazy" decoding="async" />
          )}
          <PlayOverlay label={playLabel} onPlay={() => setPlaying(true)} />
        </>
      )}
    </div>
  );
}
