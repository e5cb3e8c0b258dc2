import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState } from 'react';
import { aspectRatioBox, aspectRatioVar } from './aspectRatio.css.ts';
import { PlayingVideo } from './PlayingVideo.tsx';
import { PlayOverlay } from './PlayOverlay.tsx';
import { PosterButton } from './PosterButton.tsx';
import * as styles from './VideoEmbed.css.ts';
import type { VideoSourceLike } from './videoSource.ts';

export const PLAY_PLACEMENTS = ['below', 'bottom'] as const;
/**
 * below: in a bar under the poster, covering none of it (any poster);
 * bottom: over the poster's lower part, for posters known to keep that part clear (the landing's own).
 */
export type PlayPlacement = (typeof PLAY_PLACEMENTS)[number];

export interface VideoEmbedProps {
  video: VideoSourceLike;
  /** Names the player (iframe title / video label). */
  title: string;
  /** The play button's name, e.g. 'Assistir ao vídeo de demonstração'; shown beside it when placed below. */
  playLabel: string;
  /** CSS aspect ratio of the poster and player, e.g. '16 / 9'. */
  aspectRatio?: string;
  /** Starts with the player mounted (stories). */
  defaultPlaying?: boolean;
  /** Where the play button sits. */
  playPlacement?: PlayPlacement;
  /**
   * The poster is the first thing seen (e.g. in the hero): it loads at once with high priority instead of
   * lazily, since it is likely the page's largest paint.
   */
  isAboveTheFold?: boolean;
  /**
   * Written on the poster as text (not part of the picture), e.g. "Aula 1 — Montando seu Fluxo", so each
   * poster says what it is; only with the play button below the poster, which never covers it.
   */
  posterCaption?: string;
}

/**
 * A lazy video: only the poster loads with the page; the host's player (iframe) or the video file is
 * requested when the visitor presses play, so no video host is contacted before they ask. The frame keeps
 * its size before and after play, so nothing below it moves.
 */
export function VideoEmbed({
  video,
  title,
  playLabel,
  aspectRatio = '16 / 9',
  defaultPlaying = false,
  playPlacement = 'below',
  isAboveTheFold = false,
  posterCaption,
}: VideoEmbedProps) {
  const [isPlaying, setPlaying] = useState(defaultPlaying);
  const play = () => setPlaying(true);

  if (playPlacement === 'below') {
    return (
      <div className={styles.frame}>
        <PosterButton
          posterUrl={video.posterUrl}
          label={playLabel}
          onPlay={play}
          aspectRatio={aspectRatio}
          isAboveTheFold={isAboveTheFold}
          isPlaying={isPlaying}
          caption={posterCaption}
        />
        {isPlaying && <PlayingVideo video={video} title={title} />}
      </div>
    );
  }
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
          <PlayOverlay label={playLabel} onPlay={play} />
        </>
      )}
    </div>
  );
}
