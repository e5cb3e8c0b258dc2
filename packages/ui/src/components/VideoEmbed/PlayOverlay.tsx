import { PlayIcon } from '../../icons/icons.tsx';
import * as styles from './VideoEmbed.css.ts';

export const PLAY_PLACEMENTS = ['center', 'bottom'] as const;
export type PlayPlacement = (typeof PLAY_PLACEMENTS)[number];

export interface PlayOverlayProps {
  label: string;
  onPlay: () => void;
  /** Where the round button sits on the poster; defaults to the middle. */
  placement?: PlayPlacement;
}

/** The big round play button laid over a poster or a muted preview (a native button: no script needed to style it). */
export function PlayOverlay({ label, onPlay, placement = 'center' }: PlayOverlayProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={styles.playButton}
      data-placement={placement}
      onClick={onPlay}
    >
      <span className={styles.playBadge} aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}
