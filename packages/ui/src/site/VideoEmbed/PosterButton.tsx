import { assignInlineVars } from '@vanilla-extract/dynamic';
import { PlayIcon } from '../../icons/icons.tsx';
import { aspectRatioBox, aspectRatioVar } from './aspectRatio.css.ts';
import * as styles from './VideoEmbed.css.ts';

export interface PosterButtonProps {
  posterUrl: string | null;
  /** The visible text beside the round play button; also the button's name. */
  label: string;
  onPlay: () => void;
  aspectRatio: string;
  isAboveTheFold: boolean;
  /** The player is on: the poster stays in place, hidden, so the frame keeps its height. */
  isPlaying: boolean;
  /** Written on the poster's lower edge, e.g. "Aula 2 — Boas práticas no fluxo"; the play bar stays below it. */
  caption?: string;
}

/**
 * The poster with a bar of its own underneath holding the round play button and its label. Posters carry their
 * title anywhere (middle, corner, lower third), so the button never lies over the picture; the whole poster
 * is the button too.
 */
export function PosterButton({
  posterUrl,
  label,
  onPlay,
  aspectRatio,
  isAboveTheFold,
  isPlaying,
  caption,
}: PosterButtonProps) {
  return (
    <button
      type="button"
      className={styles.posterButton}
      onClick={onPlay}
      disabled={isPlaying}
      data-playing={isPlaying || undefined}
    >
      <span
        className={`${styles.screen} ${aspectRatioBox}`}
        style={assignInlineVars({ [aspectRatioVar]: aspectRatio })}
      >
        {posterUrl && (
          <img
            className={styles.fill}
            src={posterUrl}
            alt=""
            loading={isAboveTheFold ? 'eager' : 'lazy'}
            fetchPriority={isAboveTheFold ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {/* Seen, not read: the lesson's heading names it already, and the button keeps its play label as name. */}
        {caption && (
          <span className={styles.posterCaption} aria-hidden="true">
            {caption}
          </span>
        )}
      </span>
      <span className={styles.playBar}>
        <span className={styles.playBarBadge} aria-hidden="true">
          <PlayIcon />
        </span>
        <span>{label}</span>
      </span>
    </button>
  );
}
